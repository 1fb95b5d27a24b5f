// ESLint flat config. typescript-eslint for TypeScript, react-hooks for the rules of hooks,
// jsx-a11y for the markup, and eslint-plugin-import's no-cycle: no runtime import cycle anywhere
// in src/.
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import importPlugin from 'eslint-plugin-import'
import globals from 'globals'

export default defineConfig(
  globalIgnores([
    'dist/', 'storybook-static/', 'coverage/', 'public/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a parameter or binding that is there on purpose but unused.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    // The rules of hooks. The React Compiler rules of react-hooks' preset (refs, immutability…)
    // are left out: the hooks keep their latest props and options in refs during render on
    // purpose, as SWR does, and pagekit is not compiled with the React Compiler.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useIsomorphicLayoutEffect is useLayoutEffect in the browser: its dependencies are checked too.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useIsomorphicLayoutEffect$' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'mocks/**/*.tsx', 'stories/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Every import in src/ is relative or a package: node resolution with TS extensions is enough.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    // Type-only imports are erased at build time and do not count.
    rules: { 'import/no-cycle': 'error' },
  },
  {
    // The type tests assert SWR's contract, which has `any` in places (a key without a fetcher, say).
    files: ['type-tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'bench/**', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // The benchmarks render into jsdom's document.
    files: ['bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
)
