// One lint config for the workspace. The import boundaries below are ARCHITECTURE rule 1:
// remotes never import each other or the shell; shared packages never import apps.
import { createRequire } from 'node:module';

import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

// Every remote of the catalogue (tooling/catalogue): none can miss its boundary rules.
const { REMOTE_IDS: remoteFolders } = createRequire(import.meta.url)(
  './tooling/catalogue/catalogue.cjs',
);

// Browser code validates with `zod/mini` (through shared-contracts): classic zod would add
// about 17 KB of gzipped JavaScript to every page. Only the platform may use classic zod.
const classicZod = ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
  name,
  message: 'Browser code uses zod/mini (docs/adr/0006-zod-mini-contracts.md).',
}));

const forbid = (groups, message) => ({
  'no-restricted-imports': ['error', { paths: classicZod, patterns: [{ group: groups, message }] }],
});

const appImports = (except) => [
  'shell',
  'shell/*',
  '**/shell/**',
  ...remoteFolders.filter((name) => name !== except).flatMap((n) => [n, `${n}/*`, `**/${n}/**`]),
];

// Imports of workspace packages by name or by relative path (`../shared-ui/src/...`).
const packageImports = (...names) => names.flatMap((n) => [n, `${n}/*`, `**/${n}/**`]);

// Raw HTML is rendered only by shared-ui's SafeHtml, which sanitises it (the rule
// react/no-danger; eslint-plugin-react does not support eslint 10 yet, so it is spelt here).
const noRawHtml =
  'HTML goes through SafeHtml from shared-ui, which sanitises it (react/no-danger).';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The shell's server render, built by webpack (ADR 0016).
      '**/dist-server/**',
      '**/build-types/**',
      '**/.data/**',
      'releases/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks, 'simple-import-sort': simpleImportSort },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.cjs', '**/*.mjs', 'tooling/**/*.js'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  {
    files: ['platform-api/**', 'e2e/**', 'tooling/**'],
    // Playwright fixtures call `use`, which is not React's hook.
    rules: { 'no-console': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  ...remoteFolders.map((name) => ({
    files: [`${name}/**/*.{ts,tsx}`],
    rules: forbid(
      appImports(name),
      'A remote never imports the shell or another remote (ARCHITECTURE rule 1); use the bus.',
    ),
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: forbid(
      appImports('shell').filter((g) => !g.includes('shell')),
      'The shell reaches remotes only through the federation runtime.',
    ),
  },
  {
    // Imports point one way: app/ composes the features, layout and session below it.
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: [
      'shell/src/app/**',
      'shell/src/index.ts',
      // The browser's start: the staged bootstrap and what it starts.
      'shell/src/bootstrap.ts',
      'shell/src/startApp.tsx',
      // The server render's entry (ADR 0016), the server's bootstrap.
      'shell/src/serverEntry.ts',
      // Test helpers render the composed app.
      'shell/src/testing/**',
      'shell/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: classicZod,
          patterns: [
            {
              group: appImports('shell').filter((g) => !g.includes('shell')),
              message: 'The shell reaches remotes only through the federation runtime.',
            },
            {
              group: ['**/app/*', './app/*'],
              message:
                'Below app/ nothing imports app/ (it composes them): move the shared piece down (host/, lib/, routing/, session/).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-contracts/**/*.ts'],
    rules: forbid(
      ['react', 'react-dom', 'shared-ui', ...appImports('')],
      'shared-contracts holds the wire contract only: no React, no apps.',
    ),
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: forbid(appImports(''), 'shared-ui may import shared-contracts only.'),
  },
  {
    // The platform is a server: of the workspace it may use the wire contract only.
    files: ['platform-api/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...appImports(''), ...packageImports('shared-ui', 'e2e')],
              message:
                'platform-api may import shared-contracts only, never the shell, remotes, shared-ui or e2e.',
            },
          ],
        },
      ],
    },
  },
  {
    // The site server talks to the API over HTTP only, as to an operator's (ADR 0027).
    files: ['site-server/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...appImports(''), ...packageImports('shared-ui', 'e2e', 'platform-api')],
              message:
                'site-server may import shared-contracts only, never the platform, the shell, remotes, shared-ui or e2e.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser tests drive the composed site; they share the contract, never app code.
    files: ['e2e/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...appImports(''), ...packageImports('shared-ui', 'platform-api')],
              message:
                'e2e may import shared-contracts only: test the site through the browser and HTTP, not app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    ignores: ['shared-ui/src/components/SafeHtml.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: noRawHtml },
        { selector: "Property[key.name='dangerouslySetInnerHTML']", message: noRawHtml },
      ],
    },
  },
);
