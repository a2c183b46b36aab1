import assert from 'node:assert/strict';
import type { SampleVideoDto } from '@cena/contracts';
import { baseUrl } from './env';

/** The api queues the 7 samples on the local engine at its first start; this run's is fresh. */
export async function waitForSamples(count: number, timeoutMs: number): Promise<SampleVideoDto[]> {
  const deadline = Date.now() + timeoutMs;
  let last: SampleVideoDto[] = [];
  while (Date.now() < deadline) {
    const response = await fetch(new URL('/api/samples', baseUrl()));
    assert.equal(response.status, 200);
    last = (await response.json()) as SampleVideoDto[];
    if (last.length >= count) return last;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(
    `only ${last.length} of ${count} sample videos rendered in ${timeoutMs / 1000} s`,
  );
}
