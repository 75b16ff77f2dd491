// dependency-cruiser (`npm run lint`): no import cycles, type-only imports included, on either
// side, the profile's thunks through its index, the site's one way to the platform, and the
// platform's layers (docs/decisions.md#import-rules).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A module must not reach itself through its imports (type-only imports count).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'profile-through-its-index',
      comment:
        "Outside store/profile/, the profile's thunks come from store/profile/index.ts, which loads the slice that handles them (a feature file does not: the slice imports it).",
      severity: 'error',
      from: { pathNot: '^store/profile/' },
      to: { path: '^store/(thunk|profile/(account|bonuses|games|limits|settings|transactions|wallet))\\.ts$' },
    },
    {
      name: 'lib-calls-the-platform-only-on-the-server',
      comment:
        "In lib/, only the server's modules (*.server.ts: pages' data functions, API routes' handlers) call services/; the browser reaches the platform through store/ (docs/decisions.md#one-way-to-the-platform). Type-only imports and the generated contract (services/platform/) are free.",
      severity: 'error',
      from: { path: '^lib/', pathNot: '\\.server\\.ts$' },
      to: { path: '^services/', pathNot: '^services/platform/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-modules-stay-on-the-server',
      comment:
        "A lib/**/*.server.ts module runs on the site's server: pages (their data functions) and other server modules import it; components, the store and the rest of lib/ only name its types.",
      severity: 'error',
      from: { pathNot: ['^pages/', '\\.server\\.ts$', '^__tests__/', '^e2e/'] },
      to: { path: '^lib/.+\\.server\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'platform-base-imports-no-feature',
      comment:
        "The database, HTTP and metrics layers serve every feature and know none, nor the sandbox (platform/src/db, platform/src/http, platform/src/metrics); db/schema.ts only assembles the features' table types (features/<name>/tables.ts).",
      severity: 'error',
      from: { path: '^platform/src/(db|http|metrics)/' },
      to: { path: '^platform/src/(features|sandbox)/', pathNot: '^platform/src/features/[^/]+/tables\\.ts$' },
    },
    {
      name: 'features-import-no-sandbox',
      comment:
        'The sandbox (bank simulator, slot) is a client of the features, mounted or left out by src/plugins.ts: no feature imports it (docs/decisions.md#sandbox-endpoints).',
      severity: 'error',
      from: { path: '^platform/src/features/' },
      to: { path: '^platform/src/sandbox/' },
    },
    {
      name: 'sandbox-through-feature-index',
      comment:
        "The sandbox reaches a feature as an outside bank or game provider would: only through its public module (features/<name>/index.ts), and a round's steps through features/roundSteps.ts.",
      severity: 'error',
      from: { path: '^platform/src/sandbox/' },
      to: {
        path: '^platform/src/features/',
        pathNot: ['^platform/src/features/[^/]+/index\\.ts$', '^platform/src/features/roundSteps\\.ts$'],
      },
    },
    {
      name: 'feature-through-its-index',
      comment: "A feature reaches another only through that feature's public module (features/<name>/index.ts).",
      severity: 'error',
      from: { path: '^platform/src/features/([^/]+)/' },
      to: {
        path: '^platform/src/features/[^/]+/',
        pathNot: ['^platform/src/features/$1/', '^platform/src/features/[^/]+/index\\.ts$'],
      },
    },
  ],
  options: {
    exclude: { path: '(^|/)(node_modules|\\.next[^/]*|\\.data|coverage|test-results|playwright-report)/' },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are dependencies too: a cycle through types is a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
