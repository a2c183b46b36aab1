import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import type { AdvisoryLock } from '../../database/advisory-lock';
import type { SettingsService } from '../../settings/settings.service';
import type { SharesService } from '../../shares/shares.service';
import type { VideoEntity } from '../../videos/video.entity';
import type { VideoRetention } from '../../videos/video-retention';
import type { VideosRepository } from '../../videos/videos.repository';
import type { RenderProducer } from '../queue/render.producer';
import { MaintenanceProcessor, RECONCILE_LOCK_KEY } from './maintenance.processor';
import type { VideoFailer } from './video-failer';

const NOW = new Date('2026-11-23T12:00:00Z');
const MINUTE = 60_000;
const GRACE_MS = 30_000;
const STALE_MS = 3 * MINUTE;
const DEADLINE_MINUTES = 15;

type Row = Pick<VideoEntity, 'id' | 'status' | 'priority' | 'createdAt' | 'updatedAt'>;

/** An in-memory videos table with the repository's queries, a queue and a failer over it. */
class World {
  rows: Row[] = [];
  jobs = new Map<string, string>();
  enqueued: string[] = [];
  removedJobs: string[] = [];
  refunds: string[] = [];
  lockHeldElsewhere = false;

  video(
    id: string,
    status: Row['status'],
    ages: { createdMs?: number; updatedMs?: number } = {},
    extra: Partial<Row> = {},
  ): void {
    this.rows.push({
      id,
      status,
      priority: 1,
      createdAt: new Date(NOW.getTime() - (ages.createdMs ?? 0)),
      updatedAt: new Date(NOW.getTime() - (ages.updatedMs ?? ages.createdMs ?? 0)),
      ...extra,
    });
  }

  status(id: string): string | undefined {
    return this.rows.find((r) => r.id === id)?.status;
  }

  readonly videos = {
    findQueuedBefore: async (before: Date) =>
      this.rows.filter((r) => r.status === 'queued' && r.createdAt < before),
    findProcessingSince: async (before: Date) =>
      this.rows.filter((r) => r.status === 'processing' && r.updatedAt < before),
  };

  readonly producer = {
    jobState: async (id: string) => this.jobs.get(id) ?? null,
    removeJob: async (id: string) => {
      this.removedJobs.push(id);
      this.jobs.delete(id);
    },
    enqueue: async (id: string) => {
      if (this.jobs.has(id)) return; // the job id is the video id: a duplicate add is a no-op
      this.enqueued.push(id);
      this.jobs.set(id, 'waiting');
    },
  };

  /** The real failer's rule: only a queued or processing video fails, and is refunded, once. */
  readonly failer = {
    fail: async (id: string) => {
      const row = this.rows.find((r) => r.id === id);
      if (!row || !['queued', 'processing'].includes(row.status)) return false;
      row.status = 'failed';
      this.refunds.push(id);
      return true;
    },
  };

  /** Retention (tested on PostgreSQL in video-status): what it was asked, what it expired. */
  expiryPasses: { now: Date; limit: number }[] = [];
  dueForExpiry: string[] = [];
  readonly retention = {
    expireDue: async (now: Date, limit: number) => {
      this.expiryPasses.push({ now, limit });
      return this.dueForExpiry;
    },
  };

  /** Pages stopped (SharesService.stopForVideo, tested on PostgreSQL in shares). */
  stoppedPages: string[] = [];
  readonly shares = {
    stopForVideo: async (id: string) => {
      this.stoppedPages.push(id);
    },
  };

  readonly lock = {
    tryWithLock: async <T>(key: number, work: () => Promise<T>) => {
      expect(key).toBe(RECONCILE_LOCK_KEY);
      if (this.lockHeldElsewhere) return { ran: false as const };
      return { ran: true as const, value: await work() };
    },
  };

  processor(): MaintenanceProcessor {
    const config = {
      RECONCILE_INTERVAL_MS: 60_000,
      RECONCILE_QUEUED_GRACE_MS: GRACE_MS,
      RECONCILE_PROCESSING_STALE_MS: STALE_MS,
    } as AppConfig;
    const settings = { get: async () => DEADLINE_MINUTES } as unknown as SettingsService;
    return new MaintenanceProcessor(
      config,
      this.lock as unknown as AdvisoryLock,
      this.videos as unknown as VideosRepository,
      this.producer as unknown as RenderProducer,
      this.failer as unknown as VideoFailer,
      this.retention as unknown as VideoRetention,
      settings,
      this.shares as unknown as SharesService,
    );
  }
}

beforeAll(() => Logger.overrideLogger(false));

describe('MaintenanceProcessor.reconcile', () => {
  let world: World;
  beforeEach(() => {
    world = new World();
  });

  describe('a queued video', () => {
    it('without a job is enqueued again once the grace period is over', async () => {
      world.video('lost', 'queued', { createdMs: GRACE_MS + 1000 });
      const report = await world.processor().reconcile(NOW);
      expect(report).toMatchObject({ requeued: 1, failed: 0 });
      expect(world.enqueued).toEqual(['lost']);
      expect(world.status('lost')).toBe('queued');
    });

    it('within the grace period is left to its enqueue', async () => {
      world.video('young', 'queued', { createdMs: GRACE_MS - 1000 });
      expect((await world.processor().reconcile(NOW)).requeued).toBe(0);
      expect(world.enqueued).toEqual([]);
    });

    it.each(['waiting', 'prioritized', 'delayed', 'active'])(
      'whose job is %s is left alone',
      async (state) => {
        world.video('pending', 'queued', { createdMs: 10 * MINUTE });
        world.jobs.set('pending', state);
        expect((await world.processor().reconcile(NOW)).requeued).toBe(0);
        expect(world.removedJobs).toEqual([]);
      },
    );

    it.each(['completed', 'failed'])(
      'whose job is %s gets a new job in place of the old one',
      async (state) => {
        world.video('ended', 'queued', { createdMs: 10 * MINUTE });
        world.jobs.set('ended', state);
        expect((await world.processor().reconcile(NOW)).requeued).toBe(1);
        expect(world.removedJobs).toEqual(['ended']);
        expect(world.jobs.get('ended')).toBe('waiting');
      },
    );

    it('is enqueued once, not again on the next pass', async () => {
      world.video('lost', 'queued', { createdMs: GRACE_MS + 1000 });
      const processor = world.processor();
      await processor.reconcile(NOW);
      expect((await processor.reconcile(NOW)).requeued).toBe(0);
      expect(world.enqueued).toEqual(['lost']);
    });
  });

  describe('a processing video', () => {
    it('whose job vanished and whose row went quiet is rendered again, not refunded', async () => {
      world.video('vanished', 'processing', { updatedMs: STALE_MS + 1000 });
      const report = await world.processor().reconcile(NOW);
      expect(report).toMatchObject({ retried: 1, failed: 0 });
      expect(world.enqueued).toEqual(['vanished']);
      expect(world.refunds).toEqual([]);
      expect((await world.processor().reconcile(NOW)).retried).toBe(0);
    });

    it('whose job vanished but whose row still moves is left to its render', async () => {
      world.video('live', 'processing', { updatedMs: STALE_MS - 1000 });
      expect(await world.processor().reconcile(NOW)).toMatchObject({ retried: 0, failed: 0 });
      expect(world.enqueued).toEqual([]);
    });

    it('whose job is active is left to BullMQ before the deadline', async () => {
      world.video('running', 'processing', { updatedMs: STALE_MS + 1000 });
      world.jobs.set('running', 'active');
      expect(await world.processor().reconcile(NOW)).toMatchObject({ retried: 0, failed: 0 });
      expect(world.status('running')).toBe('processing');
    });

    it('whose job failed without recording it is failed and refunded exactly once', async () => {
      world.video('gave-up', 'processing', { updatedMs: STALE_MS + 1000 });
      world.jobs.set('gave-up', 'failed');
      const processor = world.processor();
      const reports = await Promise.all([
        processor.reconcile(NOW),
        processor.reconcile(NOW),
        processor.reconcile(NOW),
      ]);
      expect(reports.reduce((n, r) => n + r.failed, 0)).toBe(1);
      expect(world.status('gave-up')).toBe('failed');
      expect(world.refunds).toEqual(['gave-up']);
      expect(world.enqueued).toEqual([]);
    });

    it('past the deadline is failed and refunded once, even with an active job', async () => {
      world.video('stuck', 'processing', { updatedMs: (DEADLINE_MINUTES + 1) * MINUTE });
      world.jobs.set('stuck', 'active');
      const processor = world.processor();
      expect((await processor.reconcile(NOW)).failed).toBe(1);
      expect((await processor.reconcile(NOW)).failed).toBe(0);
      expect(world.refunds).toEqual(['stuck']);
    });

    it('past the deadline is left alone while its job waits to run', async () => {
      world.video('waiting', 'processing', { updatedMs: (DEADLINE_MINUTES + 1) * MINUTE });
      world.jobs.set('waiting', 'delayed');
      expect((await world.processor().reconcile(NOW)).failed).toBe(0);
      expect(world.refunds).toEqual([]);
    });
  });

  it('asks retention to expire what is due at the pass time, stops their pages, and reports it', async () => {
    world.dueForExpiry = ['old-1', 'old-2'];
    expect((await world.processor().reconcile(NOW)).expired).toBe(2);
    expect(world.expiryPasses).toEqual([{ now: NOW, limit: 100 }]);
    expect(world.stoppedPages).toEqual(['old-1', 'old-2']);
  });

  it('leaves finished videos alone', async () => {
    world.video('done', 'completed', { createdMs: 60 * MINUTE });
    world.video('failed', 'failed', { createdMs: 60 * MINUTE });
    expect(await world.processor().reconcile(NOW)).toEqual({
      requeued: 0,
      retried: 0,
      failed: 0,
      expired: 0,
    });
  });
});

describe('MaintenanceProcessor.tick', () => {
  it('does nothing while another replica holds the lock', async () => {
    const world = new World();
    world.video('lost', 'queued', { createdMs: 60 * MINUTE });
    world.lockHeldElsewhere = true;
    expect(await world.processor().tick()).toBeNull();
    expect(world.enqueued).toEqual([]);
  });

  it('reconciles when it holds the lock, and survives a pass that fails', async () => {
    const world = new World();
    world.video('lost', 'queued', { createdMs: 60 * MINUTE });
    const processor = world.processor();
    const jobState = world.producer.jobState;
    world.producer.jobState = async () => {
      throw new Error('Connection is closed.');
    };
    expect(await processor.tick()).toBeNull();
    world.producer.jobState = jobState;
    const report = await processor.tick();
    expect(report).toMatchObject({ requeued: 1 });
  });

  it('runs one pass at a time', async () => {
    const world = new World();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    world.video('lost', 'queued', { createdMs: 60 * MINUTE });
    const jobState = world.producer.jobState;
    world.producer.jobState = async (id: string) => {
      await gate;
      return jobState(id);
    };
    const processor = world.processor();
    const first = processor.tick();
    expect(await processor.tick()).toBeNull();
    release();
    expect(await first).toMatchObject({ requeued: 1 });
  });
});
