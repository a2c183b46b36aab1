import type { EntityManager } from 'typeorm';
import type { RenderProducer } from '../generation/queue/render.producer';
import { SAMPLE_CATALOGUE, sampleVideoId } from './sample-catalogue';
import type { NewSampleVideo, SamplesRepository } from './samples.repository';
import { SAMPLE_PRIORITY, SamplesService } from './samples.service';

/** An in-memory repository: the lock serialises like PostgreSQL's advisory lock would. */
function fakeRepository(existing: string[] = []) {
  const rows = new Map<string, NewSampleVideo & { status: string }>();
  for (const id of existing) rows.set(id, { id, status: 'completed' } as never);
  let tail = Promise.resolve();
  const repo = {
    rows,
    withSeedLock<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
      const run = tail.then(() => work({} as EntityManager));
      tail = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
    ensureSystemAccount: jest.fn(async () => 'system-id'),
    existingIds: jest.fn(
      async (_m: EntityManager, ids: string[]) => new Set(ids.filter((id) => rows.has(id))),
    ),
    insertVideo: jest.fn(async (_m: EntityManager, v: NewSampleVideo) => {
      if (rows.has(v.id)) throw new Error('duplicate key');
      rows.set(v.id, { ...v, status: 'queued' });
    }),
    findCompleted: jest.fn(async (ids: string[]) =>
      [...rows.values()].filter((r) => ids.includes(r.id) && r.status === 'completed').reverse(),
    ),
  };
  return repo;
}

function fakeProducer(fail = false) {
  return {
    enqueue: jest.fn(async () => (fail ? Promise.reject(new Error('redis away')) : undefined)),
  };
}

const service = (repo: ReturnType<typeof fakeRepository>, producer = fakeProducer()) =>
  new SamplesService(repo as unknown as SamplesRepository, producer as unknown as RenderProducer);

describe('SamplesService', () => {
  it('inserts and enqueues every sample on the first run, free and at the lowest priority', async () => {
    const repo = fakeRepository();
    const producer = fakeProducer();
    expect(await service(repo, producer).seed()).toEqual({ created: 7, existing: 0 });
    expect(repo.insertVideo).toHaveBeenCalledTimes(7);
    expect(repo.insertVideo.mock.calls[0][1]).toMatchObject({
      id: sampleVideoId('bakery'),
      ownerId: 'system-id',
      durationS: 8,
      priority: SAMPLE_PRIORITY,
      prompt: SAMPLE_CATALOGUE[0].prompt,
    });
    expect(producer.enqueue.mock.calls.map((c) => c as unknown[])).toEqual(
      SAMPLE_CATALOGUE.map((s) => [sampleVideoId(s.key), SAMPLE_PRIORITY]),
    );
  });

  it('only fills the gaps, and does nothing once all exist, even when runs race', async () => {
    const repo = fakeRepository([sampleVideoId('gym')]);
    const producer = fakeProducer();
    const reports = await Promise.all([
      service(repo, producer).seed(),
      service(repo, producer).seed(),
    ]);
    expect(reports).toEqual([
      { created: 6, existing: 1 },
      { created: 0, existing: 7 },
    ]);
    expect(producer.enqueue).toHaveBeenCalledTimes(6);
    expect(producer.enqueue).not.toHaveBeenCalledWith(sampleVideoId('gym'), SAMPLE_PRIORITY);
  });

  it('keeps the inserted samples when the queue is away (the reconciler enqueues them)', async () => {
    const repo = fakeRepository();
    expect(await service(repo, fakeProducer(true)).seed()).toEqual({ created: 7, existing: 0 });
    expect(repo.rows.size).toBe(7);
  });

  it('lists the finished samples in catalogue order', async () => {
    const ids = SAMPLE_CATALOGUE.map((s) => sampleVideoId(s.key));
    const repo = fakeRepository([ids[4], ids[0], ids[2]]);
    const listed = await service(repo).listCompleted();
    expect(listed.map((l) => l.video.id)).toEqual([ids[0], ids[2], ids[4]]);
    expect(listed.map((l) => l.sample.key)).toEqual(['bakery', 'barber', 'wedding']);
  });
});
