// What the launcher passes to the api and worker, from .env, the environment and the services.
import path from 'node:path';
import { loadEnvFile } from './env-file.mjs';

export const DEFAULT_PROJECT_ID = 'demo-cena';
export const DEFAULT_PORT = 3000;

/**
 * Node flags of the api process (launcher, browser tests, API bench; docker/Dockerfile repeats
 * them). A 32 MB young generation: at thousands of requests a second V8's default semi-space
 * fills in well under a millisecond and scavenges constantly; measured in `npm run bench:api`
 * (gallery 0.77–0.79× → 0.87–0.96× of the baseline, health 0.70–0.72× → 0.83–0.84×).
 */
export const API_NODE_ARGS = ['--max-semi-space-size=32'];

/**
 * The worker's Node flags. No incremental marking: while frames are pumped some renders fell
 * into a full collection every frame or two (marking started by a task far below the heap's
 * limit), doubling node's CPU; without it V8 collects when the heap needs it (1–2 pauses of a
 * few ms a clip). A start-up flag: switching it at run time (v8.setFlagsFromString) while a
 * marking cycle ran crashed the process in V8 ("unreachable code"). Single-threaded collection:
 * V8's parallel scavenges sent helper threads to the other core, where x264 encodes (and a
 * second render draws), for no shorter pause on two cores; on the render's own thread, node's
 * CPU a clip fell by 1–7 % and its wall time by 0–6 % (interleaved pairs in six modes and
 * shapes, docs/decisions.md 'Stop 41'), at the same peak memory.
 */
export const WORKER_NODE_ARGS = ['--no-incremental-marking', '--single-threaded-gc'];

/**
 * The environment the launcher works with: the repository's .env under process.env (which wins).
 * @param {string} repoDir
 * @param {NodeJS.ProcessEnv} [processEnv]
 * @returns {NodeJS.ProcessEnv}
 */
export function loadStackEnv(repoDir, processEnv = process.env) {
  return { ...loadEnvFile(path.join(repoDir, '.env')), ...processEnv };
}

/**
 * A real Firebase project replaces the Auth Emulator only when it is named and has credentials.
 * @param {NodeJS.ProcessEnv} env
 */
export function usesRealFirebase(env) {
  const projectId = env.FIREBASE_PROJECT_ID;
  const hasCredentials = Boolean(
    env.GOOGLE_APPLICATION_CREDENTIALS || env.FIREBASE_SERVICE_ACCOUNT,
  );
  return Boolean(projectId) && projectId !== DEFAULT_PROJECT_ID && hasCredentials;
}

/**
 * The HTTP port of the api, validated.
 * @param {NodeJS.ProcessEnv} env
 */
export function apiPort(env) {
  const port = Number(env.PORT || DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a TCP port number (1-65535), not "${env.PORT}"`);
  }
  return port;
}

/**
 * The Auth Emulator port: the one FIREBASE_AUTH_EMULATOR_HOST names, else 9099.
 * @param {NodeJS.ProcessEnv} env
 */
export function authEmulatorPort(env) {
  const match = /:(\d+)$/.exec(env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
  return match ? Number(match[1]) : 9099;
}

/**
 * The api's and worker's environment.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ databaseUrl: string, redisUrl: string, authEmulatorHost?: string, port: number }} services
 * @returns {NodeJS.ProcessEnv}
 */
export function childEnv(env, { databaseUrl, redisUrl, authEmulatorHost, port }) {
  const result = {
    ...env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID || DEFAULT_PROJECT_ID,
    PORT: String(port),
    NODE_ENV: env.NODE_ENV || 'development',
  };
  if (authEmulatorHost) result.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
  else delete result.FIREBASE_AUTH_EMULATOR_HOST;
  return result;
}
