-- Trigram similarity for Arabic-aware search (saudi.md: reliable after normalization). Ships with
-- PostgreSQL's contrib, which both the embedded binaries and any managed PostgreSQL 15+ include.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
