// Import rules for the whole repository, checked by `npm run lint` (docs/architecture.md draws them).
// The rule set is the documentation: a new layer or exception is a change here, with its reason.
const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';
const CONTRACT = '^packages/contract/src/';
// Tests and their fixtures render components inside the app's providers, as the app does (below).
const WEB_TEST =
  '(\\.test\\.tsx?$|^apps/web/src/test/|/(test-fixtures|checkout-test-fixtures|testing|test-utils)\\.tsx?$)';
// What a feature shows the rest of the app: index.ts (other features and the shell), pages.ts and
// workspace-pages.ts (its route pages, loaded lazily by app/router.tsx and app/workspace-pages.ts).
const FEATURE_ENTRY = `${WEB}features/[^/]+/(index|pages|workspace-pages|ssr)\\.ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles anywhere, type-only imports included: a cycle means two modules are one module ' +
        'in two files, and the layers below stop being a direction.',
      from: {},
      to: { circular: true },
    },
    // ---- web: app → features → components / lib / i18n → contract -------------------------------
    {
      name: 'web-feature-to-other-feature-internals',
      severity: 'error',
      comment:
        'A feature uses another feature only through its public entry (features/<name>/index.ts). ' +
        'What two features share moves down to components/ or lib/.',
      from: { path: `${WEB}features/([^/]+)/` },
      to: {
        path: `${WEB}features/[^/]+/`,
        pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'web-app-to-feature-internals',
      severity: 'error',
      comment:
        'app/ composes the features through their public files only: index.ts, pages.ts, workspace-pages.ts.',
      from: { path: `${WEB}app/` },
      to: { path: `${WEB}features/`, pathNot: FEATURE_ENTRY },
    },
    {
      name: 'web-feature-to-app',
      severity: 'error',
      comment:
        'app/ (router, layouts, providers) composes the features; a feature never reaches up into it. ' +
        'What a feature needs from there (routes, hrefTo, useLanguage, the session) lives in lib/.',
      from: { path: `${WEB}features/`, pathNot: WEB_TEST },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-shared-to-features-or-app',
      severity: 'error',
      comment: 'components/, lib/ and i18n/ are the floor: they know no feature and no app wiring.',
      from: { path: `${WEB}(components|lib|i18n)/`, pathNot: WEB_TEST },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-test-to-app',
      severity: 'error',
      comment:
        "A test of a feature or of a shared piece may render it inside the app's providers " +
        '(app/providers.tsx), and nothing else of app/; src/test/ (the harness) renders the whole app.',
      from: { path: `${WEB}(features|components|lib|i18n)/`, pathNot: `^(?!.*${WEB_TEST})` },
      to: { path: `${WEB}app/`, pathNot: `${WEB}app/providers\\.tsx$` },
    },
    {
      name: 'web-shared-test-to-features',
      severity: 'error',
      comment: 'Tests of components/, lib/ and i18n/ need no feature either.',
      from: { path: `${WEB}(components|lib|i18n)/` },
      to: { path: `${WEB}features/` },
    },
    // ---- server: routes → services → repositories → db -------------------------------------------
    {
      name: 'server-routes-to-repository',
      severity: 'error',
      comment: 'Routes stay thin: they call services, never a repository (the service owns the transaction).',
      from: { path: `${SERVER}modules/[^/]+/[^/]+\\.routes\\.ts$` },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'server-repository-to-service',
      severity: 'error',
      comment: 'Repositories are below services: they run queries and decide no business rule.',
      from: { path: '\\.repository\\.ts$' },
      to: { path: '\\.service\\.ts$' },
    },
    // ---- contract: shared by both apps, imports neither -----------------------------------------
    {
      name: 'contract-imports-no-app',
      severity: 'error',
      comment: 'packages/contract is shared by the web app and the server; it imports from neither.',
      from: { path: CONTRACT },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-import-each-other-never',
      severity: 'error',
      comment: 'The web app and the server share only the contract.',
      from: { path: '^apps/(web|server)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    // Type-only imports count: `import type` between two modules is still a dependency (and a cycle).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Don't descend into packages: workspace packages are checked as their own sources.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    // `@marquee/contract` resolves through the workspace link to packages/contract/src.
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    cache: false,
  },
};
