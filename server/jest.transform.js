/** Jest transform for both of the server's jest configs, with decorator metadata for Nest's DI. */
const { createTypeScriptTransform } = require('../scripts/lib/jest-typescript-transform.cjs');

module.exports = createTypeScriptTransform({
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  useDefineForClassFields: false,
});
