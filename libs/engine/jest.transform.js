/**
 * Jest transform of the engine's specs: TypeScript's own transpiler (no type check; `npm run
 * typecheck` does that). The server keeps its own, which adds Nest's decorator metadata.
 */
const { createHash } = require('node:crypto');
const ts = require('typescript');

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  esModuleInterop: true,
  inlineSourceMap: true,
  inlineSources: true,
};
const optionsKey = JSON.stringify(compilerOptions) + ts.version;

module.exports = {
  process(sourceText, sourcePath) {
    const { outputText } = ts.transpileModule(sourceText, {
      compilerOptions,
      fileName: sourcePath,
    });
    return { code: outputText };
  },
  getCacheKey(sourceText, sourcePath) {
    return createHash('sha256')
      .update(optionsKey)
      .update(sourcePath)
      .update(sourceText)
      .digest('hex');
  },
};
