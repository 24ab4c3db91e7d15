// One lint configuration for the workspace: TypeScript's recommended rules plus React hooks. The
// rules that need the type checker (a promise nobody awaits, a promise where a callback expects
// nothing) run in oxlint's type-aware mode instead (.oxlintrc.json), on TypeScript 7's checker:
// about a fifth of the CPU typescript-eslint's type program took (decision 0127).
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The site's layers (web/src): features import the platform (`server/`), never each other; the
// platform imports no feature. Route files, components, the API reference (which reads every
// feature's request schemas) and the server entry compose features; nothing below them imports those. Components run in the browser: they import no `.server` module,
// not even for a type (what both sides need lives in a browser-safe module). Static imports,
// re-exports and `import()` are all checked; web/src/layers.test.ts proves each rule fires.
const features = ['auth', 'contact', 'content', 'partners', 'results', 'plans', 'workspace', 'money', 'analytics', 'seo']
const composers = ['components', 'routes', 'api-reference']

/** `~/x`, `~/x/…` and relative paths into web/src/x, for every folder in `names`. */
const importsOf = (names) => `^(~/|(\\./)?(\\.\\./)+)(${names.join('|')})(/|$)`

function featureBoundaries() {
  const rule = (files, names, message) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: importsOf(names), message }] }],
      // no-restricted-imports reads only static imports and re-exports; this catches `import('…')`.
      'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${importsOf(names).replaceAll('/', '\\/')}/]`, message }],
    },
  })
  return [
    ...features.map((feature) =>
      rule(
        [`web/src/${feature}/**/*.{ts,tsx}`],
        [...features.filter((other) => other !== feature), ...composers],
        `Features do not import each other, components or routes: move what both need into web/src/server/, or compose them in a route.`,
      ),
    ),
    rule(['web/src/server/**/*.{ts,tsx}'], [...features, ...composers], 'The platform layer (web/src/server) imports no feature; features implement its interfaces.'),
    {
      files: ['web/src/components/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ regex: '\\.server(\\.tsx?)?$', message: 'Components run in the browser: import a .functions module, or move the shared type to a browser-safe module.' }] },
        ],
      },
    },
  ]
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.output/**',
      '**/.islands/**',
      '**/.nitro/**',
      '**/.tanstack/**',
      '.data/**',
      '.tools/**',
      'test-results/**',
      'test-results-*/**',
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
  ...featureBoundaries(),
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
