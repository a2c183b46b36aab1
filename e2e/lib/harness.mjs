// Pure helpers of the e2e runner: where Chromium is and which workspaces need a build.
import fs from 'node:fs';
import path from 'node:path';
import { findOnPath } from '../../scripts/lib/redis.mjs';

/**
 * Debian's Chromium: CHROMIUM_PATH when set, else `chromium` (Debian) or `chromium-browser`
 * (Ubuntu) on PATH.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string | undefined}
 */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return fs.existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  return findOnPath('chromium', env.PATH) ?? findOnPath('chromium-browser', env.PATH);
}

/**
 * The newest modification time (ms) of the files under `target` (a file or a folder), skipping
 * node_modules and dist; 0 when nothing is there.
 * @param {string} target
 */
export function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows as the folder's change
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const LIBS = ['libs/contracts/src', 'libs/contracts/tsconfig.json', 'libs/i18n'];
const ENGINE = ['libs/engine/src', 'libs/engine/tsconfig.json', 'libs/engine/tsconfig.build.json'];

/** Build order, the sources each build reads, and the file whose time marks the build. */
export const WORKSPACES = [
  { name: '@cena/contracts', output: 'libs/contracts/dist/index.js', sources: LIBS },
  {
    name: '@cena/engine',
    output: 'libs/engine/dist/index.js',
    sources: [...LIBS, ...ENGINE],
  },
  {
    name: '@cena/server',
    output: 'server/dist/main.js',
    sources: [
      ...LIBS,
      ...ENGINE,
      'server/src',
      'server/tsconfig.json',
      'server/tsconfig.build.json',
    ],
  },
  {
    name: '@cena/client',
    output: 'client/dist/index.html',
    sources: [...LIBS, 'client/src', 'client/public', 'client/index.html', 'client/vite.config.ts'],
  },
  {
    name: '@cena/admin',
    output: 'admin/dist/index.html',
    sources: [...LIBS, 'admin/src', 'admin/public', 'admin/index.html', 'admin/vite.config.ts'],
  },
];

/**
 * The workspaces whose output is missing or older than one of their sources (plus the lockfile,
 * for a changed dependency), in build order. The contracts come along with any other stale one,
 * since every build reads them.
 * @param {string} repoDir
 * @param {typeof WORKSPACES} [workspaces]
 */
export function staleWorkspaces(repoDir, workspaces = WORKSPACES) {
  const lockfile = newestMtime(path.join(repoDir, 'package-lock.json'));
  const stale = workspaces.filter(({ output, sources }) => {
    const built = newestMtime(path.join(repoDir, output));
    if (!built) return true;
    const newest = Math.max(lockfile, ...sources.map((s) => newestMtime(path.join(repoDir, s))));
    return newest > built;
  });
  if (stale.length && !stale.includes(workspaces[0])) stale.unshift(workspaces[0]);
  return stale;
}

/**
 * Splits the test files into those that share the stack with others (run two at a time) and
 * those that must have it alone: a `*.alone.pw.ts` file changes what every customer sees (the
 * settings staff set), so it runs after the others, by itself, and restores what it changed.
 */
export function splitAlone(files) {
  const alone = files.filter((file) => file.endsWith('.alone.pw.ts'));
  return { shared: files.filter((file) => !alone.includes(file)), alone };
}
