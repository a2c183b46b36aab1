/**
 * Waits for a condition instead of for a time: polls `probe` until it answers something truthy
 * (returned) or `timeoutMs` passes (an error naming `what`). A loaded machine only makes it slower.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  timeoutMs = 20_000,
  everyMs = 25,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
