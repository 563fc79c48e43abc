// The bench's own unit tests (the root jest.config.js does not list bench/): plain ES modules,
// run with NODE_OPTIONS=--experimental-vm-modules, no transform.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.mjs'],
  transform: {},
};
