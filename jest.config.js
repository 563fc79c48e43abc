// Unit, component and API tests. Browser tests have their own config (e2e/jest.config.js).
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }];
const esmOnly = ['ky', 'react-ga4', 'cookie', 'content-disposition', '@mantine', 'nanoid', 'typebox', 'msw', '@msw', '@mswjs', 'rettime', 'until-async', 'headers-polyfill', 'feed'].join('|');
// Workspace packages with a build (@hiroba/contract) are read from their sources in tests.
const SOURCE_CONDITION = '@hiroba/source';

module.exports = {
  // Jest's default on a 2-core machine is one worker, and one worker means in-band: the main process
  // runs every file and has nothing left over to run a second. Two workers use both cores, each
  // replaced once its heap holds more than the limit after a file (the module registries of the
  // files it ran are not all given back, and a large heap makes every later file slower).
  maxWorkers: 2,
  workerIdleMemoryLimit: '512MB',
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      testEnvironmentOptions: { customExportConditions: [SOURCE_CONDITION, 'browser'] },
      roots: ['<rootDir>/contract', '<rootDir>/api-client', '<rootDir>/shared-ui', '<rootDir>/shell', '<rootDir>/mf-public', '<rootDir>/mf-member', '<rootDir>/mf-expert', '<rootDir>/mf-admin'],
      testMatch: ['**/src/**/*.test.ts?(x)', '**/test/**/*.test.ts?(x)'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
      moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
      resolver: '<rootDir>/shared-ui/test/resolver.js',
      setupFiles: ['<rootDir>/shared-ui/test/setup-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/shared-ui/test/setup-dom.ts'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      testEnvironmentOptions: { customExportConditions: [SOURCE_CONDITION, 'node', 'node-addons'] },
      roots: ['<rootDir>/api-server', '<rootDir>/test-db', '<rootDir>/scripts'],
      testMatch: ['**/test/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
    },
  ],
};
