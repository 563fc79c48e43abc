// Pieces the browser and the server builds share, so both compile the same source the same way:
// the server's HTML must carry the class names the browser's CSS defines.

const swcOptions = (dev) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: dev } },
    target: 'es2020',
  },
});

// CSS modules (*.module.css): one naming rule in both builds, so a class name hashed on the server
// is the one the browser's stylesheet defines.
const cssModulesOptions = { auto: true, namedExport: false, exportLocalsConvention: 'as-is' };

/** The shared config without module federation's shared tree shaking (a browser-only saving). */
function withoutTreeShaking(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, { treeShaking: _dropped, ...rest }]) => [key, rest]),
  );
}

module.exports = { swcOptions, cssModulesOptions, withoutTreeShaking };
