// Writes page-assets.json beside the build: for every named chunk group (a page loaded with
// `import(/* webpackChunkName: "page-<name>" */ ...)`, the shell's bootstrap, a remote's exposed
// ./App), the JS and CSS files it needs. The server reads it to name, in a page's first response,
// every file the route will load (preload hints), instead of the browser finding them one by one.

class PageAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups = {};
        for (const group of compilation.chunkGroups) {
          if (!group.name) continue;
          const files = new Set();
          for (const chunk of group.chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
          groups[group.name] = [...files].sort();
        }
        compilation.emitAsset('page-assets.json', new sources.RawSource(`${JSON.stringify(groups, null, 1)}\n`));
      });
    });
  }
}

module.exports = { PageAssetsPlugin };
