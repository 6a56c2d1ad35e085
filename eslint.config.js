// Lint for the whole workspace. The import boundaries of the hexagon are enforced here:
// core stays framework-free, adapters never reach into an app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const appImports = ['@venue/web', '@venue/web/*', '@venue/venue-api', '@venue/venue-api/*', '**/apps/**'];

export const coreForbiddenImports = [
  ...appImports,
  '@venue/adapters',
  '@venue/adapters/*',
  '**/packages/adapters/**',
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router/*',
  '@xstate/react',
  'ofetch',
  'socket.io-client',
  'socket.io-client/*',
  'socket.io',
  '@stripe/*',
  'react-phone-number-input',
  'react-phone-number-input/*',
  'libphonenumber-js',
  'libphonenumber-js/*',
  'dompurify',
  'node:*',
  'fs',
  'http',
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'contracts/**', 'apps/web/test-results/**', 'apps/web/playwright-report/**'] },
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
    files: ['apps/web/src/**', 'packages/adapters/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/core/src/**'],
    ignores: ['packages/core/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: coreForbiddenImports, message: 'packages/core is framework-free: receive effects through a port.' }] },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator', 'XMLHttpRequest', 'WebSocket', 'process'].map(
          (name) => ({ name, message: 'packages/core must not touch the DOM, the network or the process: use a port.' }),
        ),
      ],
    },
  },
  {
    files: ['packages/adapters/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: appImports, message: 'Adapters must not depend on an app.' }] },
      ],
    },
  },
);
