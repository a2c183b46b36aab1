// A minimal .env reader: KEY=VALUE lines, # comments, optional quotes and `export `.
import fs from 'node:fs';

/**
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseEnvFile(text) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    result[match[1]] = parseValue(match[2]);
  }
  return result;
}

function parseValue(raw) {
  const quote = raw[0];
  if ((quote === '"' || quote === "'") && raw.indexOf(quote, 1) > 0) {
    const inner = raw.slice(1, raw.indexOf(quote, 1));
    return quote === '"' ? inner.replace(/\\n/g, '\n') : inner;
  }
  // An unquoted value ends at a " #" comment.
  return raw.replace(/\s+#.*$/, '').trim();
}

/**
 * The variables of a .env file, or {} when there is none.
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function loadEnvFile(file) {
  try {
    return parseEnvFile(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
}
