// Turns the api's and worker's JSON log lines (pino) into short readable lines for `npm start`'s
// terminal; anything that is not a pino line is shown as it is.

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/**
 * @param {string} line
 * @returns {string}
 */
export function formatLogLine(line) {
  if (!line.startsWith('{')) return line;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null || typeof entry.level !== 'number') return line;
  const time =
    typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 19) : '';
  const level = (LEVELS[entry.level] ?? String(entry.level)).padEnd(5);
  const context = entry.context ? `${entry.context}: ` : '';
  const request = entry.req ? `${entry.req.method} ${entry.req.url} ` : '';
  const status = entry.res?.statusCode ? `${entry.res.statusCode} ` : '';
  const took = typeof entry.responseTime === 'number' ? ` (${entry.responseTime} ms)` : '';
  const error = entry.err?.message ? ` — ${entry.err.message}` : '';
  return `${time} ${level} ${context}${request}${status}${entry.msg ?? ''}${took}${error}`.trim();
}
