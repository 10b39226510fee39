/**
 * An id's shape, written once: any UUID, upper or lower case hex, whatever its version bits (what a
 * PostgreSQL `uuid` column accepts; zod's `z.uuid()` is stricter and serves the schemas). For ids read
 * outside a schema: in cursors, in a provider's charge reference, in a guest's cart stored in the browser
 * (zod-free, as the header reads that cart on every first page).
 */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
