import { defineConfig } from 'drizzle-kit';

// Schema files are the modules' *.tables.ts; generated SQL goes to drizzle/ and is reviewed like code.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/modules/*/*.tables.ts',
  out: './drizzle',
  casing: 'snake_case',
});
