import { defineConfig } from 'drizzle-kit';

// Schema files are the *.tables.ts of modules, platform and providers; generated SQL goes to drizzle/ and is reviewed like code.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/modules/*/*.tables.ts',
    './src/server/platform/*/*.tables.ts',
    './src/server/providers/*/*.tables.ts',
  ],
  out: './drizzle',
  casing: 'snake_case',
});
