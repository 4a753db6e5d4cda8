// A small, deliberate rule set (see docs/decisions/0002-lint-and-format.md): the recommended JS rules, the
// three typed rules that catch real bugs, and the import boundaries of docs/architecture.md.
import fs from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const foldersIn = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** A feature imports its own folder and the shared places, never another feature. */
const featureZones = (root) =>
  foldersIn(root).map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [`./${feature}`],
    message: 'A feature may not import another feature: move what both need to a shared place.',
  }));

const server = './apps/server/src';
const web = './apps/web/src';

/** Who may import what (docs/architecture.md, "Boundaries"). */
const boundaries = [
  ...featureZones(`${server}/features`),
  ...['platform', 'read-model', 'shared', 'lib', 'db', 'plugins'].map((place) => ({
    target: `${server}/${place}`,
    from: `${server}/features`,
    message: 'Shared server code may not import a feature: features depend on it, not the other way.',
  })),
  {
    target: [`${server}/lib`, `${server}/db`],
    from: [`${server}/platform`, `${server}/read-model`, `${server}/shared`, `${server}/plugins`],
    message: 'lib/ and db/ are the bottom layer: they import nothing above them.',
  },
  { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web talks to the server over HTTP, through @quizring/contracts.',
  },
  { target: './packages', from: './apps', message: 'Packages are shared by the apps and import neither.' },
  {
    target: './tools',
    from: './apps',
    message: 'Tools may not import apps: they share code through packages/.',
  },
  ...featureZones(`${web}/features`),
];

/**
 * The web app's directions (with the feature zones above): a feature imports its own folder, src/lib,
 * src/components and the contracts; the app (routes, shell, providers) imports the features. They bind the app's
 * code; tests may assemble the whole app and import its test support (apps/web/test/support, `@test/`), which app
 * code may not.
 */
const webBoundaries = [
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'The app (routes, shell, providers) imports the features, not the other way.',
  },
  {
    target: [`${web}/lib`, `${web}/components`],
    from: [`${web}/features`, `${web}/app`],
    message: 'src/lib and src/components are shared ground: they may not import a feature or the app.',
  },
  {
    target: web,
    from: './apps/web/test',
    message: 'Test support is for tests: app code may not import it.',
  },
];

const extensions = ['.ts', '.tsx', '.js', '.mjs'];
/** The web's import aliases (apps/web/tsconfig.json), so that the zones see where '@/' and '@test/' lead. */
const webResolver = createNodeResolver({
  extensions,
  alias: {
    '@': [new URL('./apps/web/src', import.meta.url).pathname],
    '@test': [new URL('./apps/web/test/support', import.meta.url).pathname],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'bench/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/web/public/**',
      'apps/server/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            '*/*.mjs',
            '*/*/*.mjs',
            'apps/server/src/features/membership/sandbox-checkout.js',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'tools/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': extensions,
      'import-x/resolver': { node: { extensions } },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    settings: { 'import-x/resolver-next': [webResolver] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...webBoundaries] }] },
  },
);
