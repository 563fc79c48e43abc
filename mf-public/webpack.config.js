// Built by the shared factory; the shell loads ./App at run time from /mf/public/mf-manifest.json.
const { makeConfig } = require('../shared-ui/webpack/make-config');

module.exports = makeConfig({ dirname: __dirname, name: 'mf_public', exposes: { './App': './src/app.tsx' }, server: true });
