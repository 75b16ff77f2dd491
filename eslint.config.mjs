// ESLint flat config: Next's rules for the site, TypeScript rules everywhere, and the boundary
// rule of DESIGN section 1: the site never imports platform code and the platform never imports
// site code. They meet only over HTTP. Inside the site, one way to the platform: components and
// pages never import services/, lib/ imports neither store/ nor components/ (the rest of that rule,
// which needs to tell type-only imports apart, is in .dependency-cruiser.js).
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import platformRules from './platform/lint/tableOwners.mjs';

const SITE_FOLDERS = [
  './pages',
  './components',
  './store',
  './services',
  './lib',
  './styles',
  './locales',
  './e2e',
  './__tests__',
  './proxy.ts',
];

const NEXT_IMAGE_REFUSED = 'Thumbnail or SmallImage (components/common/Thumbnail.tsx): next/image weighs on the first load.';

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    ignores: [
      '.next*/**',
      'bench/bare-app/.next/**',
      'platform/dist/**',
      'platform/dist-release-*/**',
      'node_modules/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './platform', from: SITE_FOLDERS, message: 'The platform must not import site code; they meet over HTTP.' },
            { target: SITE_FOLDERS, from: './platform', message: 'The site must not import platform code; call its HTTP API.' },
            {
              target: ['./components', './pages'],
              from: './services',
              message:
                "A component or page reaches the platform through the store (a thunk of store/), and a page's data function through lib/<feature>/*.server.ts; wire types come from lib/<feature>/types.ts (docs/decisions.md#one-way-to-the-platform).",
            },
            {
              target: './services',
              from: ['./store', './components', './pages'],
              message: 'services/ are the calls to the platform: they know neither the store nor the screens that use them.',
            },
            {
              target: './lib',
              from: ['./store', './components'],
              message:
                'lib/ holds what needs neither the store nor React components; move the code that does into store/ or components/ (docs/decisions.md#one-way-to-the-platform).',
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware, on both sides (each file with its own tsconfig: the site's or platform/'s): a
    // promise nobody awaits, returns or handles loses its failure (docs/decisions.md#floating-promises).
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // The site has one theme: styles take it from '@/styles/theme', not from a function of props,
    // so that a component whose CSS has no other function is static (styled-components then
    // builds its class once, not on every render; docs/decisions.md#static-styles).
    files: ['components/**', 'pages/**', 'styles/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TaggedTemplateExpression ArrowFunctionExpression > ObjectPattern > Property[key.name='theme']",
          message: "Use the theme imported from '@/styles/theme', not the one styled-components passes in props.",
        },
        {
          // Comments inside a styled template ship in the page's script (the build keeps template text as written).
          selector: 'TaggedTemplateExpression > TemplateLiteral > TemplateElement[value.raw=/\\/\\*/]',
          message: 'Put the comment above the styled declaration: a CSS comment inside the template is sent to every browser.',
        },
      ],
    },
  },
  {
    // The site writes the optimizer's attributes itself (components/common/optimizedImage.ts, its
    // tests compare them with next/image's): next/image's code would weigh on every list page's
    // first load (docs/decisions.md#thumbnails).
    files: ['components/**', 'pages/**', 'lib/**', 'store/**', 'services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['next/image', 'next/legacy/image'].map((name) => ({ name, message: NEXT_IMAGE_REFUSED })),
        },
      ],
    },
  },
  {
    // A feature's index.ts is its public module: it names what others may use, so a new export of
    // an inner file does not become public unseen (docs/decisions.md#chosen-public-modules).
    files: ['platform/src/features/**/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message:
            "A feature's index.ts lists by name what other modules may use; export each name (types with `export type { ... }`), not a whole file.",
        },
      ],
    },
  },
  {
    // A platform table is named only by its owning feature's data module (docs/decisions.md#features-own-their-tables).
    files: ['platform/src/**/*.ts'],
    plugins: { platform: platformRules },
    rules: { 'platform/table-owners': 'error' },
  },
];

export default config;
