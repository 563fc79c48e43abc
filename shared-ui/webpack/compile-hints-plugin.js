// V8's explicit compile hint (Chrome 136 and later): a script whose first line is
// `//# allFunctionsCalledOnLoad` has all its functions compiled at once, on a background thread while
// it downloads, instead of each one on the main thread the first time it is called. Our start-up
// scripts (the federation runtime, React, the router, Mantine, shared-ui, the remotes' entries and
// page chunks) call most of their functions at once, and that lazy compiling made the long tasks of a
// first visit (docs/server-rendering.md#compile-hints). Other browsers read it as a comment.
//
// Chunks loaded on use (the column editor, dialogs, the HTTP client, Stripe) are left as they are:
// compiling all of them ahead would cost memory and work for functions that may never run.
const LOADED_ON_USE = /^(html-editor|overlays|ky|stripe-js|stripe-checkout)\./;

class CompileHintsPlugin {
  apply(compiler) {
    const { BannerPlugin, Compilation } = compiler.webpack;
    new BannerPlugin({
      banner: '//# allFunctionsCalledOnLoad',
      raw: true,
      test: /\.js$/,
      exclude: LOADED_ON_USE,
      // After minification, which would drop the comment, and before the content hashes are taken.
      stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
    }).apply(compiler);
  }
}

module.exports = { CompileHintsPlugin };
