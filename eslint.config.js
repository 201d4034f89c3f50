// @ts-check
/**
 * The linter's rules: typescript-eslint's recommended set on every TypeScript file, React's hooks
 * rules on the app's, and directives that silence nothing reported. Import boundaries are
 * dependency-cruiser's job (.dependency-cruiser.cjs); formatting is Prettier's.
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-electron/**', 'dist-server/**', 'release/**', 'data/**', 'test-results/**', 'playwright-report/**', 'screenshots/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Tools' configuration files written as CommonJS (dependency-cruiser reads .cjs).
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } } },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    rules: {
      // The type checker already refuses unused locals (tsconfig's noUnusedLocals); a leading _ marks a parameter kept for its position.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Says only that the React Compiler would skip a component; this build does not use the compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
);
