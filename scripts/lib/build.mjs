// Builds the workspaces when their output is missing, so `npm start` works on a fresh clone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_OUTPUTS = [
  'libs/contracts/dist/index.js',
  'libs/engine/dist/index.js',
  'server/dist/main.js',
  'server/dist/worker.js',
  'client/dist/index.html',
  'admin/dist/index.html',
];

/**
 * The build outputs that do not exist yet, relative to repoDir.
 * @param {string} repoDir
 * @returns {string[]}
 */
export function missingBuildOutputs(repoDir) {
  return BUILD_OUTPUTS.filter((file) => !fs.existsSync(path.join(repoDir, file)));
}

/**
 * The command that runs npm: the npm running us when there is one (`npm start`), else `npm`.
 * @param {NodeJS.ProcessEnv} env
 * @returns {[string, string[]]}
 */
export function npmCommand(env = process.env) {
  if (env.npm_execpath && /npm-cli\.js$/.test(env.npm_execpath)) {
    return [process.execPath, [env.npm_execpath]];
  }
  return [process.platform === 'win32' ? 'npm.cmd' : 'npm', []];
}

/**
 * Runs `npm run build` at the repository root when something is missing (or when forced),
 * showing its output as it comes.
 * @param {{
 *   repoDir: string,
 *   force?: boolean,
 *   log?: (message: string) => void,
 *   onSpawn?: (child: import('node:child_process').ChildProcess) => void,
 * }} options `onSpawn` lets the caller stop the build on Ctrl-C.
 * @returns {Promise<boolean>} whether a build ran
 */
export async function ensureBuilt({ repoDir, force = false, log = () => {}, onSpawn = () => {} }) {
  const missing = missingBuildOutputs(repoDir);
  if (!force && missing.length === 0) return false;
  log(
    force
      ? 'Rebuilding (CENA_REBUILD=1): npm run build'
      : `Building first (missing ${missing.join(', ')}): npm run build`,
  );
  const [command, prefix] = npmCommand();
  const child = spawn(command, [...prefix, 'run', 'build'], { cwd: repoDir, stdio: 'inherit' });
  onSpawn(child);
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(signal ? 1 : exitCode));
  });
  if (code !== 0)
    throw new Error(`npm run build failed (exit code ${code}); see its output above.`);
  const stillMissing = missingBuildOutputs(repoDir);
  if (stillMissing.length) {
    throw new Error(`npm run build finished but did not produce ${stillMissing.join(', ')}.`);
  }
  return true;
}
