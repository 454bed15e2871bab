import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The architecture's one-way imports, enforced here so nobody has to remember them:
// client/ and server/ may import shared/ only; shared/ imports nothing of either and no node:*.
const forbid = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map((group) => ({ group, message: 'See the layout rules in README.md.' })) }],
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
  },
  // Type-aware checks, with each file's own runtime's tsconfig: a promise nobody awaits or
  // handles, one passed where a plain callback is expected, and a `!` the types already make true.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['bench/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['client/**'], rules: forbid(['**/server/**', 'node:*']) },
  { files: ['server/**'], rules: forbid(['**/client/**']) },
  // The build's own code makes the page: it names what the server fills in from shared/, never server/.
  { files: ['scripts/vite-*.ts', 'scripts/page-build.ts', 'vite.config.ts'], rules: forbid(['**/server/**']) },
  // The browser, deploy and image suites drive the product from outside, as a visitor or operator does.
  { files: ['tests/e2e/**', 'tests/deploy/**', 'tests/image/**'], rules: forbid(['**/server/**']) },
  // The bench measures the product from outside, as a visitor's browser and load client do; only
  // stage-costs.ts runs the server's own stages, to price each one.
  { files: ['bench/**'], ignores: ['bench/stage-costs.ts'], rules: forbid(['**/client/**', '**/server/**']) },
  {
    files: ['shared/**'],
    rules: {
      ...forbid(['**/client/**', '**/server/**', 'node:*', 'react', 'react-dom']),
      'no-restricted-globals': ['error', 'process', 'window', 'document', 'localStorage', 'Buffer'],
    },
  },
);
