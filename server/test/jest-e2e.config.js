/** API tests: real PostgreSQL, Redis and the Firebase Auth Emulator. */
const transform = require.resolve('../jest.transform');

module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testRegex: '.*\\.e2e-spec\\.ts$',
  transform: { '^.+\\.ts$': transform },
  moduleNameMapper: {
    '^@cena/contracts$': '<rootDir>/../../libs/contracts/src',
    '^@cena/engine$': '<rootDir>/../../libs/engine/src',
    '^@cena/engine/testing$': '<rootDir>/../../libs/engine/src/testing',
  },
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  testTimeout: 60000,
  maxWorkers: 2,
};
