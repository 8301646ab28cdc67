import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'node_modules', 'test-results', 'playwright-report', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // src/ never imports server/, server/ never imports src/ (ARCHITECTURE.md).
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/src/**'] }] },
  },
  {
    // The layers of the server (docs/architecture.md): the engine and the database layer know no domain; a domain
    // uses another only through its index.ts (tables through the schema, server/domains/schema.ts, as foreign
    // keys join them); common/ imports neither program. The composition (server/*.ts, server/domains/*.ts), the
    // seeds, the scripts and the tests put them together and may reach inside.
    files: ['server/**/*.ts', 'common/**/*.ts'],
    ignores: ['server/test/**', '**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true } },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': [
        { type: 'engine', pattern: 'server/engine/**', mode: 'full' },
        // server/serverDir.ts: where the server's own files are (migrations, SQL rules, plugins), read by the db layer.
        { type: 'db', pattern: ['server/db/**', 'server/serverDir.ts'], mode: 'full' },
        { type: 'schema', pattern: ['server/domains/schema.ts', 'server/appOptions.ts'], mode: 'full' },
        { type: 'composition', pattern: ['server/*.ts', 'server/domains/*.ts', 'server/seed/**', 'server/scripts/**'], mode: 'full' },
        { type: 'domain-entry', pattern: 'server/domains/*/index.ts', mode: 'full', capture: ['domain'] },
        { type: 'domain-tables', pattern: 'server/domains/*/tables/*.ts', mode: 'full', capture: ['domain'] },
        { type: 'domain', pattern: 'server/domains/*/**', mode: 'full', capture: ['domain'] },
        { type: 'common', pattern: 'common/**', mode: 'full' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        2,
        {
          default: 'disallow',
          message:
            'a ${file.type} file may not import this ${dependency.type} file (docs/architecture.md, the layers: a domain uses another through its index.ts and tables through the schema; the engine and server/db use no domain; common/ uses neither program)',
          rules: [
            { from: 'common', allow: ['common'] },
            { from: 'engine', allow: ['engine', 'db', 'common'] },
            { from: 'db', allow: ['db', 'common'] },
            // A table's foreign keys reach the tables of other domains directly: the schema is one graph.
            { from: 'domain-tables', allow: ['domain-tables', 'db', 'common'] },
            {
              from: ['domain', 'domain-entry'],
              allow: [
                ['domain', { domain: '${from.domain}' }],
                ['domain-entry', { domain: '${from.domain}' }],
                'domain-entry',
                'domain-tables',
                // The schema (every domain's tables) and the app's options.
                'schema',
                'engine',
                'db',
                'common',
              ],
            },
            { from: 'schema', allow: ['domain-tables', 'domain', 'db', 'common'] },
            { from: 'composition', allow: ['composition', 'schema', 'domain', 'domain-entry', 'domain-tables', 'engine', 'db', 'common'] },
          ],
        },
      ],
    },
  },
);
