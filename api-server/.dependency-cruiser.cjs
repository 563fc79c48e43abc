// The import rules of api-server/src (docs/architecture.md#layers), checked by dependency-cruiser:
// api-server/test/architecture.test.ts runs it, and `npx depcruise --config .dependency-cruiser.cjs src`
// in api-server/ prints what breaks them. A file may import its own layer and the layers below it,
// never one above, and no import may close a circle. Type-only imports count as much as any: a
// layer's types are part of what it depends on.
/** The layers from the bottom: top-level folders (or files) of src/. */
const LAYERS = [
  // What everything may use: configuration, the database interface, events, helpers, access rules,
  // the tables of each kind of item.
  ['foundation', ['config.ts', 'db', 'events', 'items', 'lib', 'policy']],
  // The domain services with their repositories; they may use each other (no circles).
  ['domains', ['admin', 'columns', 'contacts', 'content', 'experts', 'moderation', 'notifications', 'payments', 'qa', 'readings', 'search', 'supporters', 'taxonomy', 'users']],
  // Around the domains: what serves requests (plugins, http, site), works in the background (jobs) or
  // fills the database (seed).
  ['edges', ['http', 'jobs', 'plugins', 'seed', 'site']],
  // What puts the app together and starts it, and the routes, which only reach services through app.ctx.
  ['app', ['app-context.ts', 'app.ts', 'ops', 'routes', 'server.ts', 'services.ts']],
];

const pathOf = (names) => `^src/(${names.map((name) => (name.endsWith('.ts') ? `${name.replace('.', '[.]')}$` : `${name}/`)).join('|')})`;
const EVERY_LAYER = pathOf(LAYERS.flatMap(([, names]) => names));

module.exports = {
  forbidden: [
    {
      name: 'not-in-a-layer',
      severity: 'error',
      comment: 'A new top-level folder or file of src/: add it to LAYERS, where it belongs.',
      from: { path: '^src/', pathNot: EVERY_LAYER },
      to: {},
    },
    {
      name: 'not-in-a-layer',
      severity: 'error',
      comment: 'A new top-level folder or file of src/: add it to LAYERS, where it belongs.',
      from: {},
      to: { path: '^src/', pathNot: EVERY_LAYER },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: the files cannot be understood (or loaded) one before the other.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...LAYERS.slice(0, -1).map(([name, folders], i) => ({
      name: `${name}-imports-upward`,
      severity: 'error',
      comment: `The ${name} layer imports a layer above it; move what it needs down, or hand it in.`,
      from: { path: pathOf(folders) },
      to: { path: pathOf(LAYERS.slice(i + 1).flatMap(([, above]) => above)) },
    })),
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  },
};
