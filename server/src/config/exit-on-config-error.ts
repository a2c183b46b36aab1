import { ConfigError } from './app-config';

/** sysexits' EX_CONFIG: the launcher does not restart a process that exits with it. */
const EXIT_CONFIG = 78;

/** A bad environment stops the process with a message naming the variable, not a stack trace. */
export function exitOnConfigError(error: unknown): never {
  const configError = findConfigError(error);
  if (configError) {
    process.stderr.write(`${configError.message}\n`);
    process.exit(EXIT_CONFIG);
  } else {
    process.stderr.write(`Cena failed to start: ${(error as Error)?.stack ?? String(error)}\n`);
  }
  process.exit(1);
}

function findConfigError(error: unknown): ConfigError | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof ConfigError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
