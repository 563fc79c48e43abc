// The host: index.html at the site root; remotes come from /remotes.json at run time.
const { makeConfig } = require('../shared-ui/webpack/make-config');

module.exports = makeConfig({ dirname: __dirname, name: 'shell', host: { copy: ['public/remotes.json', 'public/favicon.svg'] }, server: true });
