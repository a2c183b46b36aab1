/**
 * A Jest transform on TypeScript's own transpiler (no type check; `npm run typecheck` does
 * that). Each package's jest.transform.js makes one with the compiler options its code needs.
 */
const { createHash } = require('node:crypto');
const ts = require('typescript');

function createTypeScriptTransform(extraCompilerOptions = {}) {
  const compilerOptions = {
    module: ts.ModuleKind.CommonJS,
    target: ts.ScriptTarget.ES2022,
    esModuleInterop: true,
    inlineSourceMap: true,
    inlineSources: true,
    ...extraCompilerOptions,
  };
  const optionsKey = JSON.stringify(compilerOptions) + ts.version;
  return {
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
}

module.exports = { createTypeScriptTransform };
