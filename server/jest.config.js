/** Unit specs beside the code. */
const transform = require.resolve('./jest.transform');

module.exports = {
  testEnvironment: 'node',
  rootDir: 'src',
  testRegex: '.*\\.spec\\.ts$',
  transform: { '^.+\\.ts$': transform },
  moduleNameMapper: {
    '^@cena/contracts$': '<rootDir>/../../libs/contracts/src',
    '^@cena/engine$': '<rootDir>/../../libs/engine/src',
    '^@cena/engine/testing$': '<rootDir>/../../libs/engine/src/testing',
  },
};
