// Lets a plain `node -r ./swc-register.js file.ts` run this project's TypeScript the way Jest does
// (swc, CommonJS): the job tests start real processes they can kill. require.extensions is
// deprecated but is still the one synchronous hook CommonJS honours for a new extension.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
