// One lint configuration for the workspace: TypeScript's recommended rules plus React hooks.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.output/**',
      '**/.nitro/**',
      '**/.tanstack/**',
      '.data/**',
      '.tools/**',
      'test-results/**',
      'playwright-report/**',
      'cms/src/payload-types.ts',
      'cms/src/migrations/**',
      'cms/src/app/(payload)/**',
      'web/src/routeTree.gen.ts',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
)
