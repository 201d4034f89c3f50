/**
 * The project's import boundaries, checked by `npm run lint`. Each rule says why it exists; a
 * violation names the file and the import to move.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle means neither side can be read, tested or removed alone; move what both need into a module of its own. Type-only imports count.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'shared/ is what the server and the app both import: it imports nothing else of the project.',
      from: { path: '^shared/' },
      to: { path: '^(server|renderer|electron|tests|scripts)/' },
    },
    {
      name: 'server-not-renderer',
      severity: 'error',
      comment: 'The server never imports the React app; what both need lives in shared/.',
      from: { path: '^server/' },
      to: { path: '^renderer/' },
    },
    {
      name: 'app-not-server',
      severity: 'error',
      comment: 'The React app never imports the server; what both need lives in shared/.',
      from: { path: '^renderer/' },
      to: { path: '^(server|electron)/' },
    },
    {
      name: 'platform-imports-no-feature',
      severity: 'error',
      comment: 'The platform every feature builds on (the database, HTTP, the API mounting) imports no feature.',
      from: { path: '^server/(db|http|api)/' },
      to: { path: '^server/', pathNot: '^server/(kernel|db|http|api)/' },
    },
    {
      name: 'kernel-imports-no-feature',
      severity: 'error',
      comment: 'The kernel (clock, logger, config, database, event bus) is what every feature builds on; it imports only the platform (server/db, http, api).',
      from: { path: '^server/kernel/' },
      to: { path: '^server/', pathNot: '^server/(kernel|db|http|api)/' },
    },
    {
      name: 'server-features-through-public-file',
      severity: 'error',
      comment:
        "A server feature uses another only through that feature's public file, server/<feature>/index.ts; the kernel and the platform under it (the database, HTTP, the API's mounting) are open to all.",
      from: { path: '^server/([^/]+)/' },
      to: { path: '^server/([^/]+)/.+', pathNot: ['^server/$1/', '^server/[^/]+/index\\.ts$', '^server/(kernel|db|http|api)/'] },
    },
    {
      name: 'staff-kit-imports-no-feature',
      severity: 'error',
      comment: 'What staff screens share lives in staff/kit, which sits under every feature and imports none.',
      from: { path: '^renderer/src/features/staff/kit/' },
      to: { path: '^renderer/src/features/staff/', pathNot: '^renderer/src/features/staff/kit/' },
    },
    {
      name: 'app-features-through-public-file',
      severity: 'error',
      comment: "A screen's feature uses another only through that feature's public file, <feature>/index.ts.",
      from: { path: '^renderer/src/features/(public|staff)/([^/]+)/' },
      to: {
        path: '^renderer/src/features/(public|staff)/([^/]+)/.+',
        pathNot: ['^renderer/src/features/$1/$2/', '^renderer/src/features/[^/]+/[^/]+/index\\.tsx?$', '^renderer/src/features/staff/kit/'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|dist-electron|dist-server|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
