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

const adaptersMayNotImportApps = { group: appImports, message: 'Adapters must not depend on an app.' };

// Test doubles, fixtures and test servers live in one `src/testing/` folder per package; only
// tests (and other test support) may import them, so none can reach the shipped product.
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];
const sourceFiles = ['packages/*/src/**', 'apps/*/src/**'];
export const testingImports = {
  group: ['**/testing', '**/testing/**'],
  message: 'Test support (testing/) is for tests only: production code must not import it.',
};

const rawHtmlFiles = ['apps/web/src/ui/sanitize-html.tsx', 'apps/web/src/islands/island.tsx'];
const noRawHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Venue HTML goes through SafeHtml (ui/safe-html.tsx), which sanitises it.',
};

// Every word a guest reads comes from a catalog (docs/architecture.md#languages): no letters written into JSX.
const guestWords = 'Words a guest reads come from a catalog: import * as m from "~messages/<area>".';
const textAttribute = 'JSXAttribute[name.name=/^(alt|title|placeholder|label|aria-label|aria-description|aria-valuetext)$/]';
const jsxChild = ':matches(JSXElement, JSXFragment) > JSXExpressionContainer';
const letters = '[value=/\\p{L}/u]';
const noGuestWordsInJsx = [
  `JSXText${letters}`,
  `${textAttribute} > Literal${letters}`,
  `${textAttribute} > JSXExpressionContainer > Literal${letters}`,
  `${textAttribute} > JSXExpressionContainer > ConditionalExpression > Literal${letters}`,
  `${jsxChild} > Literal${letters}`,
  `${jsxChild} > :matches(ConditionalExpression, LogicalExpression) > Literal${letters}`,
  `${jsxChild} > TemplateLiteral > TemplateElement[value.raw=/\\p{L}/u]`,
].map((selector) => ({ selector, message: guestWords }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.data/**',
      'contracts/**',
      'apps/web/test-results/**',
      'apps/web/playwright-report/**',
    ],
  },
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
    files: sourceFiles,
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [testingImports] }] },
  },
  {
    files: ['packages/core/src/**'],
    ignores: testFiles,
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: coreForbiddenImports, message: 'packages/core is framework-free: receive effects through a port.' },
            testingImports,
          ],
        },
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
    // Raw HTML reaches a page in two places only: venue HTML through the sanitiser (ui/sanitize-html.tsx),
    // and an island's own server render, React's escaped output (islands/island.tsx).
    files: ['apps/web/src/**/*.tsx'],
    ignores: rawHtmlFiles,
    rules: { 'no-restricted-syntax': ['error', noRawHtml, ...noGuestWordsInJsx] },
  },
  {
    files: ['packages/adapters/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [adaptersMayNotImportApps] }] },
  },
  {
    files: ['packages/adapters/src/**'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [adaptersMayNotImportApps, testingImports] }] },
  },
);
