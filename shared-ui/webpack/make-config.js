// The one webpack config factory for the shell (host) and the four remotes. Each app's
// webpack.config.js is a few lines calling it, so build behaviour cannot drift between apps.
//
//   makeConfig({ dirname, name, exposes })          → a remote (remoteEntry.js, publicPath auto)
//   makeConfig({ dirname, name, host: { copy } })   → the host (index.html, publicPath '/')
//   makeConfig({ ..., server: true })                → also the app's server build (make-server-config.js)
//
// Versions matter: webpack 5.110.3 is pinned at the root (docs/stack.md#webpack-pinned-to-51103) and
// ModuleFederationPlugin comes from @module-federation/enhanced 2.9.2.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared } = require('../mf/shared');
const { CompileHintsPlugin } = require('./compile-hints-plugin');
const { CopyFilesPlugin } = require('./copy-files-plugin');

// Same text as shared-ui's SITE_TITLE (stores/page-title.ts); this CommonJS file cannot import it.
const SITE_TITLE = '障害福祉Q&Aひろば｜障害福祉の質問と回答・コラム';
const SITE_DESCRIPTION =
  '障害福祉Q&Aひろばは、障害のある方、ご家族、支援者のための質問と回答・コラムのコミュニティです。専門家が福祉の疑問に答えます。';
const THEME_COLOR = '#1c6b4f';

const { swcOptions, cssModulesOptions } = require('./build-parts');

/**
 * Two instances of @floating-ui/react. Mantine's ScrollArea (through Table, on every first visit)
 * takes one small helper from it; Mantine's pop-overs (Popover, Tooltip: the column editor's
 * toolbar, loaded on first use) take the rest. webpack tree-shakes a module once for the whole build,
 * so with one instance the pop-overs' part, with @floating-ui/dom, rode along on every first visit
 * (13 KiB as sent). Any importer but ScrollArea gets the second instance (a resource query).
 */
const popOverFloatingUi = (webpack) =>
  new webpack.NormalModuleReplacementPlugin(/[\\/]@floating-ui[\\/]react[\\/]dist[\\/]floating-ui\.react\.mjs$/, (resolved) => {
    if (/[\\/]ScrollArea[\\/]/.test(resolved.contextInfo?.issuer ?? '')) return;
    // The module's identity is its request: both change, so webpack keeps two modules.
    for (const key of ['resource', 'request', 'userRequest']) resolved.createData[key] = `${resolved.createData[key]}?pop-overs`;
  });
/**
 * The host's api-client and the contract's words and limits (fields.ts, safety-fields.ts) in one
 * chunk. Both are in every first visit; webpack's default made the words, which shared-ui imports
 * too, a chunk of their own once they passed minSize, and a file costs that visit its headers
 * (about 1.5 KiB as sent) beside its 1 KiB of words.
 */
const HOST_API_CHUNK = {
  test: (module) => /[\\/](api-client[\\/]src[\\/]|contract[\\/]src[\\/](fields|safety-fields)\.ts$)/.test(module.resource ?? ''),
  name: 'api',
  enforce: true,
};
// The shell provides the federation runtime to the remotes (provideExternalRuntime) through
// inject-external-runtime-core-plugin, which the federation plugin imports by its CommonJS file. That
// file's require() pulls runtime-core and sdk in their CommonJS builds beside the ES builds the shell's
// own runtime imports: two copies on every first visit (about 9 KiB as sent), and the remotes handed
// another copy than the shell's. The plugin's ES build imports the very runtime-core the shell runs.
const injectRuntimeCoreCjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const ONE_FEDERATION_RUNTIME = { [`${injectRuntimeCoreCjs}$`]: path.join(path.dirname(injectRuntimeCoreCjs), 'index.js') };
const { makeServerConfig } = require('./make-server-config');
const { PageAssetsPlugin } = require('./page-assets-plugin');

// Own HTML (not the plugin's default) to state the language and the metadata readers and
// search engines need before any script runs. The <html> also carries the two attributes
// MantineProvider sets as it starts (the site's one colour scheme, and the theme's
// respectReducedMotion): Mantine's CSS reads them (a Card's border colour is defined only under
// data-mantine-color-scheme), so a page drawn on the server is painted as it will stay instead of
// gaining borders, and moving, when the scripts take it over.
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const htmlTemplate = () => `<!doctype html>
<html lang="ja" data-mantine-color-scheme="light" data-respect-reduced-motion="true">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${THEME_COLOR}" />
    <meta name="description" content="${escapeHtml(SITE_DESCRIPTION)}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="alternate" type="application/atom+xml" title="障害福祉Q&amp;Aひろばのコラム" href="/feed.xml" />
    <title>${escapeHtml(SITE_TITLE)}</title>
  </head>
  <body>
    <noscript>このサイトをご利用いただくには、ブラウザの JavaScript を有効にしてください。</noscript>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * @param {{
 *   dirname: string,                      // the app folder (its webpack.config.js's __dirname)
 *   name: string,                         // module-federation name, e.g. 'mf_public' or 'shell'
 *   exposes?: Record<string, string>,     // remotes only, e.g. { './App': './src/app.tsx' }
 *   host?: { copy?: string[] },           // host only; files (relative to dirname) copied into dist
 *   server?: boolean,                     // also build for server rendering (dist/server, or dist-server for the host)
 * }} options
 */
function makeConfig({ dirname, name, exposes, host, server = false }) {
  const client = makeClientConfig({ dirname, name, exposes, host });
  if (!server) return client;
  return (env, argv) => [client(env, argv), makeServerConfig({ dirname, name, exposes, host })(env, argv)];
}

function makeClientConfig({ dirname, name, exposes, host }) {
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    const isHost = Boolean(host);

    return {
      mode,
      context: dirname,
      // The entry only does import('./bootstrap'): shared modules are negotiated before any runs.
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(dirname, 'dist'),
        filename: '[name].[contenthash].js',
        chunkFilename: '[name].[contenthash].js',
        assetModuleFilename: 'assets/[name].[contenthash][ext]',
        // The host lives at the site root; a remote may be moved anywhere (remotes.json).
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        // independent-packages/ holds the untrimmed builds of tree-shaken shared modules (mf/shared.js),
        // written by a child compilation before this one emits; cleaning must not delete them.
        // server/ holds the remote's server build, written by a sibling compilation.
        clean: { keep: /^(independent-packages|server)\// },
      },
      // '@hiroba/source': workspace packages with a Node build (@hiroba/contract) are bundled from source.
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        conditionNames: ['@hiroba/source', '...'],
        ...(isHost && { alias: ONE_FEDERATION_RUNTIME }),
      },
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(dev) },
          },
          // Some ESM packages import without file extensions.
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          {
            test: /\.css$/,
            use: [
              // Extracted CSS in production: style-loader would put ~41 KiB of CSS inside JS
              // (docs/stack.md#extract-css-in-production) and block caching it separately.
              dev ? 'style-loader' : MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: { modules: cssModulesOptions },
              },
            ],
          },
          { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset' },
        ],
      },
      optimization: {
        // webpack's own HTML minifier drops attribute quotes; index.html is tiny, leave it as written.
        minimizeOptions: { html: false },
        // webpack minifies only JS; cssnano (css-minimizer's default) takes about 3 KiB as sent off
        // the stylesheets of a first visit. '...' keeps webpack's own JS minifier.
        minimizer: ['...', new CssMinimizerPlugin()],
        // Async chunks only: the federation runtime must stay in the entry chunk (remoteEntry.js).
        splitChunks: { chunks: 'async', minSize: 20000, ...(host && { cacheGroups: { api: HOST_API_CHUNK } }) },
      },
      performance: {
        hints: dev ? false : 'warning',
        // Uncompressed bytes; about a third of this goes over the wire gzipped.
        maxAssetSize: 400 * 1024,
        maxEntrypointSize: 600 * 1024,
        assetFilter: (file) => /\.(js|css)$/.test(file),
      },
      plugins: [
        popOverFloatingUi(require('webpack')),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          // Remotes are registered at run time from /remotes.json, never baked in.
          remotes: {},
          shared,
          // The untrimmed builds of tree-shaken shared modules need no host files.
          treeShakingSharedExcludePlugins: ['CopyFilesPlugin'],
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // One copy of the federation runtime (about 26 KiB gzip) per page instead of one per app:
          // the shell provides it and the remotes use it. A remote therefore needs a shell built
          // with the same @module-federation/enhanced major (pinned at the root).
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // Leaves the runtime's Node loaders out of the browser build (4 KiB gzip off every first
            // visit); the server build is make-server-config.js.
            optimization: { target: 'web' },
          },
        }),
        ...(dev
          ? []
          : [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash].css',
                chunkFilename: '[name].[contenthash].css',
              }),
              new CompileHintsPlugin(),
            ]),
        // Which files each page needs, for the server's preload hints (page-assets-plugin.js).
        new PageAssetsPlugin(),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                templateContent: htmlTemplate,
                scriptLoading: 'defer',
                minify: false, // see minimizeOptions.html
              }),
              new CopyFilesPlugin((host.copy || []).map((file) => ({ from: path.join(dirname, file) }))),
            ]
          : []),
      ],
    };
  };
}

module.exports = { makeConfig };
