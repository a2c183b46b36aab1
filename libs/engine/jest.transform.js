/** Jest transform of the engine's specs (no decorators there). */
const { createTypeScriptTransform } = require('../../scripts/lib/jest-typescript-transform.cjs');

module.exports = createTypeScriptTransform();
