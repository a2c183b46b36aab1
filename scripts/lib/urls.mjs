/**
 * The URL with its password replaced by ***, for messages.
 * @param {string} url
 */
export function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * The machine's LAN addresses (private IPv4 of its up interfaces), for a phone on the same
 * network: 192.168/16, 10/8 and 172.16/12, in the order the system lists them.
 * @param {ReturnType<typeof import('node:os').networkInterfaces>} interfaces
 * @returns {string[]}
 */
export function lanAddresses(interfaces) {
  const privateV4 = /^(?:10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)/;
  return Object.values(interfaces)
    .flat()
    .filter((info) => info && info.family === 'IPv4' && !info.internal)
    .map((info) => info.address)
    .filter((address) => privateV4.test(address));
}
