// Lint rules. Besides the usual checks, the import fences keep the three source roots apart
// (architecture: contract imports only zod; server and web never import each other).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const fence = (patterns, paths = []) => ({ 'no-restricted-imports': ['error', { patterns, paths }] });

export default tseslint.config(
  { ignores: ['dist', 'data', 'coverage', 'playwright-report', 'test-results', 'drizzle'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: fence([
      {
        regex: '^(?!zod(/|$)|\\.{1,2}/)',
        message: 'src/contract imports only zod and its own files.',
      },
      { group: ['**/server/**', '**/web/**'], message: 'src/contract imports only zod and its own files.' },
    ]),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: fence([{ group: ['**/web/**'], message: 'The server never imports the web app.' }]),
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...fence(
        [{ group: ['**/server/**'], message: 'The web app never imports the server.' }],
        [
          {
            name: '@mantine/hooks',
            importNames: ['useDocumentTitle'],
            message: "lib/document-title.ts's useDocumentTitle also titles the pages the server renders.",
          },
        ],
      ),
    },
  },
);
