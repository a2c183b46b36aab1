import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'frames/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // mimalloc inside @napi-rs/canvas reads its options when the addon loads (see canvas.ts).
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@napi-rs/canvas',
              message: "Import from '@cena/engine' (libs/engine/src/render/canvas.ts).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The engine is a package of its own: no Nest, nothing from the server (it is the server that
    // uses the engine, through its video-provider port), and canvas through canvas.ts as above.
    files: ['libs/engine/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@napi-rs/canvas',
              message: 'Import from libs/engine/src/render/canvas.ts.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ['@nestjs/*', '@cena/server', '@cena/server/*', '**/server/**'],
              message: 'The engine imports nothing from Nest or the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.e2e-spec.ts', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
