// Explains why GET /api/health is not answering 200, for the launcher's timeout message.

/**
 * One sentence naming what is down, from Terminus's `error` object when the body has one.
 * @param {string} healthUrl
 * @returns {Promise<string>}
 */
export async function describeUnhealthy(healthUrl) {
  let response;
  try {
    response = await fetch(healthUrl, { signal: AbortSignal.timeout(5000) });
  } catch {
    return `the api does not answer at ${healthUrl}; see the [api] lines above.`;
  }
  const body = await response.text();
  try {
    const down = Object.entries(JSON.parse(body).error ?? {}).map(
      ([name, detail]) => `${name}${detail?.message ? ` (${detail.message})` : ''}`,
    );
    if (down.length)
      return `GET /api/health answered ${response.status}; down: ${down.join(', ')}.`;
  } catch {
    // not JSON: show it as it is
  }
  return `GET /api/health answered ${response.status}: ${body.slice(0, 300)}`;
}
