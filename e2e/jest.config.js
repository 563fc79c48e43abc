// Browser tests: real Chromium against the real built site served by api-server. Every test makes
// the people and content it needs, so files run side by side (two workers, two Chromiums, one site)
// and in any order: `--randomize --seed=N` shuffles files and tests alike.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' } } }];

module.exports = {
  rootDir: __dirname,
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  transform: { '^.+\\.ts$': swc },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testSequencer: '<rootDir>/support/seeded-order-sequencer.js',
  maxWorkers: 2,
  testTimeout: 90_000,
};
