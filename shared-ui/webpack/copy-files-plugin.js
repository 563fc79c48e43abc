// Emits a few static files into the build output unchanged (copy-webpack-plugin is not a
// dependency and this is all the shell needs: remotes.json).
const fs = require('node:fs');
const path = require('node:path');

class CopyFilesPlugin {
  /** @param {{ from: string, to?: string }[]} files absolute `from`; `to` relative to output */
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const { from, to = path.basename(from) } of this.files) {
            compilation.fileDependencies.add(from); // rebuild in watch mode when it changes
            compilation.emitAsset(to, new sources.RawSource(fs.readFileSync(from)));
          }
        },
      );
    });
  }
}

module.exports = { CopyFilesPlugin };
