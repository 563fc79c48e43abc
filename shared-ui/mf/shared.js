// The one module-federation `shared` config. Every app (shell and the four remotes) spreads it, so
// all of them agree on singletons and versions: a second React or a second router context breaks
// hooks at run time, and a second zustand/shared-ui copy splits the stores (session, snackbar...).
//
// Versions are written out (not read from package.json at build time) so that a remote built
// against a different version states it explicitly and the runtime warns instead of silently mixing.
// Mantine and React Router are deliberately absent: they reach apps only through @hiroba/shared-ui,
// because a shared singleton is not tree-shaken and all of it would ship on the first visit (STACK
// trap 2); inside the shared-ui singleton only the parts it re-exports are bundled.
// Nothing is eager: every app's entry is `import('./bootstrap')`, which gives the runtime the chance
// to negotiate shared versions before any of these modules runs.

const versions = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  zustand: '5.1.0',
  '@hiroba/api-client': '0.1.0',
  '@hiroba/shared-ui': '0.1.0',
};

/** A singleton that accepts any compatible minor/patch of the same major. */
function singleton(pkg, key = pkg) {
  return {
    [key]: {
      singleton: true,
      eager: false,
      version: versions[pkg],
      requiredVersion: `^${versions[pkg]}`,
      // Trailing-slash keys (react/jsx-runtime, react-dom/client) need the package named.
      packageName: pkg,
    },
  };
}

const shared = {
  ...singleton('react'),
  ...singleton('react', 'react/'),
  ...singleton('react-dom'),
  ...singleton('react-dom', 'react-dom/'),
  ...singleton('zustand'),
  ...singleton('@hiroba/api-client'),
  ...singleton('@hiroba/shared-ui'),
};

module.exports = { shared, versions };
