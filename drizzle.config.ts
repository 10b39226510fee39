import { defineConfig } from 'drizzle-kit';

// Schema files are the *.tables.ts of modules and platform; generated SQL goes to drizzle/ and is reviewed like code.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/server/modules/*/*.tables.ts', './src/server/platform/*/*.tables.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
