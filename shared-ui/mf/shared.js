// The one module-federation `shared` config. Every app (shell and the four remotes) spreads it, so
// all of them agree on singletons and versions: a second React or a second router context breaks
// hooks at run time, and a second zustand/shared-ui copy splits the stores (session, snackbar...).
//
// Versions are written out (not read from package.json at build time) so that a remote built against a
// different version states it explicitly and the runtime warns instead of silently mixing. Mantine is
// deliberately absent: it reaches apps only through @hiroba/shared-ui, because a shared singleton is not
// tree-shaken and all of it would ship on the first visit
// (docs/stack.md#shared-singletons-are-not-tree-shaken); inside the shared-ui singleton only the parts
// it re-exports are bundled. The router is react-router-dom
// (docs/stack.md#react-router-through-react-router-dom), imported by the apps directly:
// react-router-dom, react-router and its subpaths (react-router-dom imports react-router/dom) are
// singletons, so there is one router context. Nothing is eager: every app's entry is
// `import('./bootstrap')`, which gives the runtime the chance to negotiate shared versions before any of
// these modules runs.

const versions = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  zustand: '5.1.0',
  'react-router': '7.18.5',
  'react-router-dom': '7.18.5',
  '@hiroba/api-client': '0.1.0',
  '@hiroba/shared-ui': '0.1.0',
};

/**
 * The router's parts the apps use (named imports from react-router-dom). A shared singleton ships
 * whole (about 60 KiB gzip for react-router 7) unless tree-shaken: module federation's shared tree
 * shaking ('runtime-infer') builds react-router and react-router-dom with these exports only, in every
 * app alike, so whichever app loads the router first provides everything the others use.
 * shared-ui/test/router-exports.test.ts fails when an app imports a name missing here.
 */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'StaticRouter',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
];
const ROUTER_TREE_SHAKING = { treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS } };

/** A singleton that accepts any compatible minor/patch of the same major. */
function singleton(pkg, key = pkg, extra = {}) {
  return {
    [key]: {
      singleton: true,
      eager: false,
      version: versions[pkg],
      requiredVersion: `^${versions[pkg]}`,
      // Trailing-slash keys (react/jsx-runtime, react-dom/client) need the package named.
      packageName: pkg,
      ...extra,
    },
  };
}

const shared = {
  ...singleton('react'),
  ...singleton('react', 'react/'),
  ...singleton('react-dom'),
  ...singleton('react-dom', 'react-dom/'),
  ...singleton('react-router', 'react-router', ROUTER_TREE_SHAKING),
  ...singleton('react-router-dom', 'react-router-dom', ROUTER_TREE_SHAKING),
  ...singleton('zustand'),
  ...singleton('@hiroba/api-client'),
  ...singleton('@hiroba/shared-ui'),
  // Its own singleton so that a visitor's first visit leaves it out (shared-ui/src/signed-in.ts).
  ...singleton('@hiroba/shared-ui', '@hiroba/shared-ui/signed-in'),
};

module.exports = { shared, versions, ROUTER_EXPORTS };
