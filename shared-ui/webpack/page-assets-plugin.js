// Writes page-assets.json beside the build: for every named chunk group (a page loaded with
// `import(/* webpackChunkName: "page-<name>" */ ...)`, the shell's bootstrap, a remote's exposed
// ./App) and for every shared module this app provides (`shared:<name>`), the JS and CSS files it
// needs (the shared groups because mf-manifest.json lists only the chunk holding a shared module,
// not the chunks split off it: Mantine beside @hiroba/shared-ui, ky beside the api-client). The
// server reads it to name, in a page's first response, every file the route will load (preload
// hints), instead of the browser finding them one by one.

/** `shared:<name>` for the chunk group a provided shared module is loaded with, else null. */
function sharedName(group) {
  const provider = group.origins.find((o) => o.module?.constructor?.name === 'ProvideSharedModule')?.module;
  return provider ? `shared:${provider._name}` : null;
}

class PageAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups = {};
        for (const group of compilation.chunkGroups) {
          const name = group.name ?? sharedName(group);
          if (!name) continue;
          const files = new Set();
          for (const chunk of group.chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
          groups[name] = [...new Set([...(groups[name] ?? []), ...files])].sort();
        }
        compilation.emitAsset('page-assets.json', new sources.RawSource(`${JSON.stringify(groups, null, 1)}\n`));
      });
    });
  }
}

module.exports = { PageAssetsPlugin };
