/** Unit specs beside the code. */
const transform = require.resolve('./jest.transform');

module.exports = {
  testEnvironment: 'node',
  rootDir: 'src',
  testRegex: '.*\\.spec\\.ts$',
  transform: { '^.+\\.ts$': transform },
  moduleNameMapper: { '^@cena/contracts$': '<rootDir>/../../contracts/src' },
};
