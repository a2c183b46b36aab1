import { BatchedLookup } from './batched-lookup';

/** A lookup whose loads the test answers by hand, keeping the keys each load asked for. */
function manualLookup(maxBatch?: number) {
  const loads: {
    keys: string[];
    resolve: (found: Map<string, number>) => void;
    reject: (error: Error) => void;
  }[] = [];
  const lookup = new BatchedLookup<string, number>(
    (keys) => new Promise((resolve, reject) => loads.push({ keys, resolve, reject })),
    maxBatch,
  );
  return { lookup, loads };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchedLookup', () => {
  it('starts the first load at once and sends the keys asked meanwhile in one next load', async () => {
    const { lookup, loads } = manualLookup();
    const first = lookup.get('ana');
    expect(loads.map((l) => l.keys)).toEqual([['ana']]);
    const rest = [lookup.get('bia'), lookup.get('caio'), lookup.get('bia')];
    await tick();
    expect(loads).toHaveLength(1);
    loads[0].resolve(new Map([['ana', 1]]));
    expect(await first).toBe(1);
    await tick();
    expect(loads.map((l) => l.keys)).toEqual([['ana'], ['bia', 'caio']]);
    loads[1].resolve(new Map([['bia', 2]]));
    expect(await Promise.all(rest)).toEqual([2, undefined, 2]);
  });

  it('never answers a key from a load that started before it was asked', async () => {
    const { lookup, loads } = manualLookup();
    const before = lookup.get('ana');
    const after = lookup.get('ana'); // asked while the first load is in flight
    loads[0].resolve(new Map([['ana', 1]]));
    expect(await before).toBe(1);
    await tick();
    expect(loads).toHaveLength(2);
    loads[1].resolve(new Map([['ana', 2]]));
    expect(await after).toBe(2);
  });

  it('rejects every caller of a failed load, and the next load still runs', async () => {
    const { lookup, loads } = manualLookup();
    const first = lookup.get('ana');
    const queued = [lookup.get('bia'), lookup.get('caio')];
    loads[0].reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await tick();
    loads[1].reject(new Error('still down'));
    await expect(Promise.all(queued)).rejects.toThrow('still down');
    const later = lookup.get('ana');
    await tick();
    loads[2].resolve(new Map([['ana', 3]]));
    expect(await later).toBe(3);
  });

  it('splits more keys than a batch holds across loads, oldest first', async () => {
    const { lookup, loads } = manualLookup(2);
    const first = lookup.get('a');
    const rest = ['b', 'c', 'd'].map((key) => lookup.get(key));
    loads[0].resolve(new Map([['a', 1]]));
    await first;
    await tick();
    expect(loads[1].keys).toEqual(['b', 'c']);
    loads[1].resolve(
      new Map([
        ['b', 2],
        ['c', 3],
      ]),
    );
    await tick();
    expect(loads[2].keys).toEqual(['d']);
    loads[2].resolve(new Map([['d', 4]]));
    expect(await Promise.all(rest)).toEqual([2, 3, 4]);
  });
});
