// Built by the shared factory; the shell loads ./App at run time from /mf/admin/mf-manifest.json.
const { makeConfig } = require('../shared-ui/webpack/make-config');

module.exports = makeConfig({ dirname: __dirname, name: 'mf_admin', exposes: { './App': './src/app.tsx' } });
