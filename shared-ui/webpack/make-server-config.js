// The server build of an app, for rendering public pages on the server (docs/server-rendering.md).
// Same sources, same module-federation names and shared singletons as the browser build, built for
// Node: a remote becomes a CommonJS container (dist/server/remoteEntry.js) that the server loads at
// run time through the federation runtime, exactly as the browser loads the browser build; the host
// (the shell) becomes dist-server/main.js, which the API server requires and calls render() on.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared } = require('../mf/shared');
const { swcOptions, cssModulesOptions, withoutTreeShaking } = require('./build-parts');

function makeServerConfig({ dirname, name, exposes, host }) {
  const isHost = Boolean(host);
  return (_env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    return {
      name: 'server',
      mode,
      context: dirname,
      target: 'async-node',
      entry: isHost ? { main: './src/server/index.ts' } : {},
      output: {
        path: isHost ? path.join(dirname, 'dist-server') : path.join(dirname, 'dist', 'server'),
        filename: '[name].js',
        chunkFilename: '[name].[contenthash].js',
        // The server loads a remote's chunks next to its remoteEntry.js (the runtime resolves them from there).
        publicPath: 'auto',
        uniqueName: `${name}_server`,
        library: isHost ? { type: 'commonjs2' } : undefined,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], conditionNames: ['@hiroba/source', '...'] },
      devtool: false,
      module: {
        rules: [
          { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions(mode === 'development') } },
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          // Class names only: the stylesheets are the browser build's.
          { test: /\.css$/, use: { loader: 'css-loader', options: { modules: { ...cssModulesOptions, exportOnlyLocals: true } } } },
          // As the browser build: small files inline, others by their content-hashed name (the same name).
          { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset' },
        ],
      },
      optimization: { minimize: false, splitChunks: false },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          remotes: {},
          shared: withoutTreeShaking(shared),
          shareStrategy: 'loaded-first',
          library: { type: 'commonjs-module', name },
          remoteType: 'script',
          // Loads remote containers and their chunks in Node: a remote elsewhere by fetch + vm, a
          // remote's chunks from its own folder. The site's own remotes the shell requires from the
          // disk itself (shell/src/server/server-remotes.ts).
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
          manifest: false,
          dts: false,
        }),
      ],
    };
  };
}

module.exports = { makeServerConfig };
