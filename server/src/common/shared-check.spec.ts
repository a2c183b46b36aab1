import { SharedCheck } from './shared-check';

/** A check whose runs the test finishes by hand, counting them. */
function manualCheck() {
  const runs: { resolve: (v: number) => void; reject: (e: Error) => void }[] = [];
  const check = new SharedCheck<number>(
    () => new Promise<number>((resolve, reject) => runs.push({ resolve, reject })),
    0,
  );
  return { check, runs };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('SharedCheck', () => {
  it('gives the calls made while a run is in flight the result of one next run', async () => {
    const { check, runs } = manualCheck();
    const first = check.run();
    const calls = [check.run(), check.run(), check.run()];
    await tick();
    expect(runs).toHaveLength(1);
    runs[0].resolve(6);
    expect(await first).toBe(6);
    await tick();
    expect(runs).toHaveLength(2);
    runs[1].resolve(7);
    expect(await Promise.all(calls)).toEqual([7, 7, 7]);
  });

  it('never answers a call with a run that started before it', async () => {
    const { check, runs } = manualCheck();
    const first = check.run();
    await tick();
    const second = check.run(); // made while the first run is in flight
    const third = check.run();
    runs[0].resolve(1);
    expect(await first).toBe(1);
    await tick();
    expect(runs).toHaveLength(2);
    runs[1].resolve(2);
    expect(await Promise.all([second, third])).toEqual([2, 2]);
  });

  it('passes a failure to the calls of that run only', async () => {
    const { check, runs } = manualCheck();
    const failing = check.run();
    await tick();
    runs[0].reject(new Error('down'));
    await expect(failing).rejects.toThrow('down');
    const next = check.run();
    await tick();
    runs[1].resolve(3);
    expect(await next).toBe(3);
  });

  it('starts runs at most once per interval', async () => {
    let runs = 0;
    const check = new SharedCheck(async () => ++runs, 50);
    const startedAt = Date.now();
    await check.run();
    await check.run();
    await check.run();
    expect(runs).toBe(3);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(95);
  });
});
