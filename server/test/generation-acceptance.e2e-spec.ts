import type { Readable } from 'node:stream';
import {
  DEFAULT_VIDEO_TITLE,
  type ErrorCode,
  LIMITS,
  type Plan,
  type VideoStatus,
} from '@cena/contracts';
import { Logger } from '@nestjs/common';
import { TODAY_START_SQL, localDay } from '../src/common/business-calendar';
import { DomainError } from '../src/common/domain-error';
import {
  GenerationService,
  type GenerationInput,
  type UploadedImage,
} from '../src/generation/generation.service';
import type { RenderProducer } from '../src/generation/queue/render.producer';
import { VideoAcceptanceRepository } from '../src/generation/video-acceptance.repository';
import { composeStoryboardProposal } from '../src/prompts/engines/local/storyboard-proposal';
import { DEFAULT_SETTINGS, type Settings } from '../src/settings/settings.defaults';
import type { SettingsService } from '../src/settings/settings.service';
import { Storage, type StoredObject } from '../src/storage/storage';
import type { UserEntity } from '../src/users/user.entity';
import { VideoStatusService } from '../src/videos/video-status.service';
import {
  anAccount,
  asPublisher,
  aVideoRow,
  balanceAndLedgerOf,
  createMigratedDatabase,
  ledgerRowsOf,
  RecordingEvents,
  type TestDatabase,
} from './support/test-data-source';

/**
 * GenerationService over the real generate statement (VideoAcceptanceRepository) on PostgreSQL:
 * the order of the refusals, the daily limit on São Paulo days, Business's fair use, the price
 * and its one ledger row, all or nothing. Storage, queue and events are recorded, not real.
 */

const COST = DEFAULT_SETTINGS['credits.videoCost'];
const EXPANSION_COST = DEFAULT_SETTINGS['credits.imageExpansionCost'];
const DAILY = DEFAULT_SETTINGS['limits.basicDailyVideos'];
const BUSINESS_DAILY = DEFAULT_SETTINGS['limits.businessDailyVideos'];

class MemoryStorage extends Storage {
  readonly driver = 'local' as const;
  readonly objects = new Map<string, string>();

  constructor(private readonly journal: string[]) {
    super();
  }
  async put(key: string, _source: unknown, contentType: string): Promise<void> {
    this.journal.push(`put:${key}`);
    this.objects.set(key, contentType);
  }
  async read(): Promise<Readable | null> {
    return null;
  }
  async stat(): Promise<StoredObject | null> {
    return null;
  }
  async delete(key: string): Promise<void> {
    this.objects.delete(key);
  }
  async signedUrl(): Promise<string> {
    return '';
  }
  async mediaOrigin(): Promise<null> {
    return null;
  }
}

/** Records each job, and whether the video's row was committed (visible) when it was queued. */
class RecordingProducer implements Pick<RenderProducer, 'enqueue'> {
  readonly jobs: { videoId: string; priority: number; committed: boolean }[] = [];
  failWith: Error | null = null;

  constructor(
    private readonly t: TestDatabase,
    private readonly journal: string[],
  ) {}

  async enqueue(videoId: string, priority: number): Promise<void> {
    this.journal.push('enqueue');
    if (this.failWith) throw this.failWith;
    const committed = (await this.t.videos.findById(videoId)) !== null;
    this.jobs.push({ videoId, priority, committed });
  }
}

/** A PNG signature and IHDR declaring `width` x `height`, as an upload would carry it. */
function png(width: number, height: number): UploadedImage {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr[16] = 8;
  ihdr[17] = 6;
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ihdr,
  ]);
  return { buffer, size: buffer.length, tooLarge: false };
}

describe('GenerationService on PostgreSQL: the generate statement and its rules', () => {
  let t: TestDatabase;
  let journal: string[];
  let events: RecordingEvents;
  let storage: MemoryStorage;
  let producer: RecordingProducer;
  let acceptance: VideoAcceptanceRepository;
  let settings: Settings;
  let service: GenerationService;

  beforeAll(async () => {
    t = await createMigratedDatabase('acceptance');
  });
  afterAll(() => t.close());

  beforeEach(() => {
    journal = [];
    events = new RecordingEvents(journal);
    storage = new MemoryStorage(journal);
    producer = new RecordingProducer(t, journal);
    acceptance = new VideoAcceptanceRepository(t.db);
    settings = { ...DEFAULT_SETTINGS };
    service = new GenerationService(
      acceptance,
      new VideoStatusService(t.videos, asPublisher(events)),
      { all: async () => ({ ...settings }) } as unknown as SettingsService,
      storage,
      producer as unknown as RenderProducer,
    );
  });

  async function aUser(plan: Plan, balance: number): Promise<UserEntity> {
    return { id: await anAccount(t.db, plan, balance), plan } as UserEntity;
  }

  /** `n` videos the user already made, in `status`, at `createdAt` (SQL; now() by default). */
  async function earlier(user: UserEntity, n: number, status: VideoStatus, createdAt?: string) {
    for (let i = 0; i < n; i++) await aVideoRow(t.db, user.id, { status, createdAt });
  }

  const videosOf = async (user: UserEntity): Promise<number> =>
    (await t.db.query('SELECT count(*)::int AS n FROM videos WHERE user_id = $1', [user.id]))[0].n;

  async function refusal(
    user: UserEntity,
    input: GenerationInput,
    image?: UploadedImage,
  ): Promise<ErrorCode> {
    const error = await service.create(user, input, image).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).code;
  }

  /** No new video, no ledger row beyond the opening one, no upload kept, nothing queued or said. */
  async function expectNothingWritten(user: UserEntity, balance: number, videos = 0) {
    expect(await videosOf(user)).toBe(videos);
    expect(await ledgerRowsOf(t.db, user.id, 'video_debit')).toEqual([]);
    expect(await balanceAndLedgerOf(t.db, user.id)).toEqual({ balance, ledgerSum: balance });
    expect(storage.objects.size).toBe(0);
    expect(producer.jobs).toEqual([]);
    expect(events.published).toEqual([]);
  }

  describe('refusals, in the documented order, with nothing written', () => {
    const tooLong = 'x'.repeat(LIMITS.promptMaxChars + 1);

    it.each<[string, Plan, GenerationInput, (() => UploadedImage) | null, ErrorCode]>([
      ['an empty prompt', 'pro', { prompt: '   ' }, null, 'prompt_required'],
      ['an empty prompt before a bad duration', 'pro', { duration: 99 }, null, 'prompt_required'],
      ['a prompt over the cap', 'pro', { prompt: tooLong, duration: 99 }, null, 'prompt_too_long'],
      [
        "a style template's slot left unfilled, before a bad duration",
        'pro',
        { prompt: '[nome do restaurante]: prato do dia a R$ 30', duration: 99 },
        null,
        'prompt_placeholder',
      ],
      [
        'a duration under the minimum',
        'pro',
        { prompt: 'a', duration: LIMITS.durationMinS - 1 },
        null,
        'invalid_duration',
      ],
      [
        'a duration over the maximum',
        'pro',
        { prompt: 'a', duration: LIMITS.durationMaxS + 1 },
        null,
        'invalid_duration',
      ],
      [
        'a bad duration before a missing image',
        'basic',
        { prompt: 'a', mode: 'image', duration: 0 },
        null,
        'invalid_duration',
      ],
      [
        'image mode without an image',
        'basic',
        { prompt: 'a', mode: 'image' },
        null,
        'image_required',
      ],
      [
        'image mode with an empty file',
        'pro',
        { prompt: 'a', mode: 'image' },
        () => ({ buffer: Buffer.alloc(0), size: 0, tooLarge: false }),
        'image_required',
      ],
      [
        'an image from a Basic user',
        'basic',
        { prompt: 'a' },
        () => png(10, 10),
        'upgrade_required',
      ],
      [
        'bytes that are no image',
        'pro',
        { prompt: 'a' },
        () => ({ buffer: Buffer.from('%PDF-1.7 hello'), size: 14, tooLarge: false }),
        'not_an_image',
      ],
      [
        'an image over the byte cap',
        'pro',
        { prompt: 'a' },
        () => ({ ...png(10, 10), tooLarge: true }),
        'image_too_large',
      ],
      [
        'an image declaring too many pixels',
        'pro',
        { prompt: 'a' },
        () => png(30000, 30000),
        'image_too_many_pixels',
      ],
    ])('%s', async (_name, plan, input, image, code) => {
      const user = await aUser(plan, 100);
      expect(await refusal(user, input, image?.() ?? undefined)).toBe(code);
      await expectNothingWritten(user, 100);
    });

    it('names the slot left in the prompt, in any language; capitals in brackets are no slot', async () => {
      const user = await aUser('pro', 100);
      for (const [prompt, slot] of [
        ['Pizzaria Forno: pizza a R$ [preço] hoje', '[preço]'],
        ['[Name des Restaurants]: Tagesgericht für 9 €', '[Name des Restaurants]'],
        ["Fête de [nom de l'événement] samedi", "[nom de l'événement]"],
      ]) {
        const error = await service.create(user, { prompt }).catch((e: unknown) => e);
        expect(error).toEqual(new DomainError('prompt_placeholder'));
        expect((error as DomainError).details).toEqual({ args: { slot } });
      }
      await expectNothingWritten(user, 100);
      const video = await service.create(user, { prompt: '[PROMOÇÃO] Pizza grande a R$ 30 [10%]' });
      expect(video.status).toBe('queued');
    });

    it("a Basic user at the day's limit, even with credits, told the limit", async () => {
      const user = await aUser('basic', 100);
      await earlier(user, DAILY, 'completed');
      const error = await service.create(user, { prompt: 'a' }).catch((e: unknown) => e);
      expect(error).toEqual(new DomainError('daily_limit_reached'));
      expect((error as DomainError).details).toEqual({ args: { count: DAILY } });
      await expectNothingWritten(user, 100, DAILY);
    });

    it('the daily limit before the balance', async () => {
      const user = await aUser('basic', 0);
      await earlier(user, DAILY, 'completed');
      expect(await refusal(user, { prompt: 'a' })).toBe('daily_limit_reached');
    });

    it('a balance under the price, and the stored upload is removed again', async () => {
      const user = await aUser('pro', EXPANSION_COST - 1);
      const input: GenerationInput = { prompt: 'a', magicExpansion: true };
      expect(await refusal(user, input, png(640, 480))).toBe('insufficient_credits');
      await expectNothingWritten(user, EXPANSION_COST - 1);
    });

    it('no daily limit for paying plans', async () => {
      const user = await aUser('pro', 100);
      await earlier(user, DAILY + 10, 'completed');
      await expect(service.create(user, { prompt: 'a' })).resolves.toBeDefined();
    });

    it('failed videos do not count towards the daily limit; every other state does', async () => {
      const user = await aUser('basic', 100);
      await earlier(user, 1, 'queued');
      await earlier(user, 1, 'processing');
      await earlier(user, 1, 'expired');
      await earlier(user, DAILY - 4, 'completed');
      await earlier(user, DAILY, 'failed');
      const first = await service.create(user, { prompt: 'a' });
      await t.db.query(`UPDATE videos SET status = 'failed' WHERE id = $1`, [first.id]);
      await expect(service.create(user, { prompt: 'b' })).resolves.toBeDefined();
      expect(await refusal(user, { prompt: 'c' })).toBe('daily_limit_reached');
    });

    it('follows the limit staff set', async () => {
      settings['limits.basicDailyVideos'] = 2;
      const user = await aUser('basic', 100);
      await earlier(user, 1, 'completed');
      await service.create(user, { prompt: 'a' });
      const error = await service.create(user, { prompt: 'b' }).catch((e: unknown) => e);
      expect((error as DomainError).details).toEqual({ args: { count: 2 } });
    });
  });

  describe("the day is São Paulo's", () => {
    it('begins at local midnight, 03:00 UTC (no daylight saving since 2019)', async () => {
      const [{ start }] = (await t.db.query(`SELECT ${TODAY_START_SQL} AS start`)) as {
        start: Date;
      }[];
      expect(start.toISOString()).toBe(`${localDay(new Date())}T03:00:00.000Z`);
    });

    it("counts the videos since São Paulo's midnight, not the ones a minute before it", async () => {
      const user = await aUser('basic', 200);
      await earlier(user, DAILY, 'completed', `${TODAY_START_SQL} - interval '1 minute'`);
      await earlier(user, DAILY - 1, 'completed', `${TODAY_START_SQL} + interval '1 minute'`);
      await expect(service.create(user, { prompt: 'a' })).resolves.toBeDefined();
      expect(await refusal(user, { prompt: 'b' })).toBe('daily_limit_reached');
    });
  });

  describe('the Business plan', () => {
    it('generates with no credits: no debit, no ledger row, cost 0, no watermark, top priority', async () => {
      const user = await aUser('business', 0);
      const accept = jest.spyOn(acceptance, 'accept');
      const video = await service.create(user, { prompt: 'a', magicExpansion: true }, png(64, 64));
      expect(video).toMatchObject({ mode: 'image', costCredits: 0, watermark: false });
      expect(accept).toHaveBeenCalledTimes(1);
      expect(video.priority).toBe(
        (await service.create(await aUser('pro', 50), { prompt: 'a' })).priority,
      );
      expect(await ledgerRowsOf(t.db, user.id)).toEqual([]);
      expect(await balanceAndLedgerOf(t.db, user.id)).toEqual({ balance: 0, ledgerSum: 0 });
    });

    it('keeps its balance untouched when it has credits', async () => {
      const user = await aUser('business', 40);
      await service.create(user, { prompt: 'a' });
      expect(await ledgerRowsOf(t.db, user.id, 'video_debit')).toEqual([]);
      expect(await balanceAndLedgerOf(t.db, user.id)).toEqual({ balance: 40, ledgerSum: 40 });
    });

    it('accepts the last video under the fair-use cap', async () => {
      const user = await aUser('business', 0);
      await earlier(user, BUSINESS_DAILY - 1, 'completed');
      await expect(service.create(user, { prompt: 'a' })).resolves.toBeDefined();
      expect(await refusal(user, { prompt: 'b' })).toBe('fair_use_limit_reached');
    });

    it('refuses at the fair-use cap with fair_use_limit_reached and writes nothing', async () => {
      const user = await aUser('business', 30);
      await earlier(user, BUSINESS_DAILY, 'completed');
      const error = await service
        .create(user, { prompt: 'a' }, png(64, 64))
        .catch((e: unknown) => e);
      expect(error).toEqual(new DomainError('fair_use_limit_reached'));
      expect((error as DomainError).details).toEqual({ args: { count: BUSINESS_DAILY } });
      await expectNothingWritten(user, 30, BUSINESS_DAILY);
    });
  });

  describe('an accepted request', () => {
    it('inserts a queued video and debits its price once, with the new balance on its row', async () => {
      const user = await aUser('basic', 50);
      const video = await service.create(user, { prompt: '  Padaria no bairro. Pães frescos ' });
      expect(video).toMatchObject({
        status: 'queued',
        progress: 0,
        userId: user.id,
        prompt: 'Padaria no bairro. Pães frescos',
        title: 'Padaria no bairro',
        durationS: LIMITS.durationDefaultS,
        costCredits: COST,
        watermark: true,
      });
      expect(video.createdAt).toBeInstanceOf(Date);
      expect(await t.videos.findById(video.id)).toEqual(video);
      expect(await ledgerRowsOf(t.db, user.id, 'video_debit')).toEqual([
        expect.objectContaining({
          videoId: video.id,
          delta: -COST,
          balanceAfter: 50 - COST,
          attempt: 0,
        }),
      ]);
      expect(await balanceAndLedgerOf(t.db, user.id)).toEqual({
        balance: 50 - COST,
        ledgerSum: 50 - COST,
      });
    });

    it('charges what staff set', async () => {
      settings['credits.videoCost'] = 25;
      const user = await aUser('pro', 50);
      const video = await service.create(user, { prompt: 'a' });
      expect(video.costCredits).toBe(25);
      expect(await balanceAndLedgerOf(t.db, user.id)).toEqual({ balance: 25, ledgerSum: 25 });
    });

    it('publishes "queued" and enqueues the render only after the commit', async () => {
      const user = await aUser('pro', 50);
      const video = await service.create(user, { prompt: 'a' });
      expect(journal).toEqual(['event:queued', 'enqueue']);
      expect(producer.jobs).toEqual([
        { videoId: video.id, priority: video.priority, committed: true },
      ]);
      expect(events.published).toEqual([
        {
          id: video.id,
          status: 'queued',
          progress: 0,
          stage: null,
          provider: null,
          errorCode: null,
        },
      ]);
    });

    it('prices by the plan the locked account shows when it changed after the request began', async () => {
      const user = await aUser('pro', 50);
      const stale = { ...user, plan: 'basic' } as UserEntity; // upgraded since the account was read
      const accept = jest.spyOn(acceptance, 'accept');
      const video = await service.create(stale, { prompt: 'a' });
      expect(video).toMatchObject({ watermark: false, costCredits: COST });
      expect(accept).toHaveBeenCalledTimes(2);
      expect(await balanceAndLedgerOf(t.db, user.id)).toEqual({
        balance: 50 - COST,
        ledgerSum: 50 - COST,
      });
    });

    it('gives paying plans the higher queue priority and no watermark', async () => {
      const basic = await service.create(await aUser('basic', 50), { prompt: 'a' });
      const pro = await service.create(await aUser('pro', 50), { prompt: 'a' });
      expect(pro.priority).toBeLessThan(basic.priority);
      expect(pro.watermark).toBe(false);
    });

    it('keeps the paid video when the queue is away (the reconciler enqueues it later)', async () => {
      const user = await aUser('pro', 50);
      producer.failWith = new Error('connect ECONNREFUSED');
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const video = await service.create(user, { prompt: 'a' });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('the reconciler will retry'));
      warn.mockRestore();
      expect((await t.videos.findById(video.id))?.status).toBe('queued');
      expect(await balanceAndLedgerOf(t.db, user.id)).toEqual({
        balance: 50 - COST,
        ledgerSum: 50 - COST,
      });
    });

    it('stores a Pro upload under the video id, before the statement, and charges the expansion price', async () => {
      const user = await aUser('pro', 100);
      const video = await service.create(user, { prompt: 'a', magicExpansion: true }, png(64, 64));
      expect(video).toMatchObject({
        mode: 'image',
        magicExpansion: true,
        costCredits: EXPANSION_COST,
        sourceImageKey: `sources/${user.id}/${video.id}.png`,
      });
      expect([...storage.objects.keys()]).toEqual([video.sourceImageKey]);
      expect(journal[0]).toBe(`put:${video.sourceImageKey}`);
      expect(await balanceAndLedgerOf(t.db, user.id)).toEqual({
        balance: 100 - EXPANSION_COST,
        ledgerSum: 100 - EXPANSION_COST,
      });
    });

    it("titles the video from the customer's own words, not the assistant's framing", async () => {
      const video = await service.create(await aUser('pro', 50), {
        prompt: 'Padaria Pão Dourado: sonho de creme a R$ 5,00',
        refinedPrompt: 'Vídeo de oferta, direto ao ponto — Padaria Pão Dourado: sonho de creme',
        isRefinedPrompt: true,
      });
      expect(video.title).toBe('Padaria Pão Dourado');
    });

    it('takes the look of an accepted local-engine proposal as the tone, else the request tone', async () => {
      const prompt = 'Padaria Pão Dourado: sonho de creme a R$ 5,00';
      const proposal = composeStoryboardProposal(prompt, 'pt-BR', 'elegant');
      const accepted = await service.create(await aUser('pro', 50), {
        prompt,
        refinedPrompt: proposal,
        isRefinedPrompt: true,
        tone: 'fun',
      });
      expect(accepted.tone).toBe('elegant');
      const skipped = await service.create(await aUser('pro', 50), {
        prompt,
        refinedPrompt: proposal,
        isRefinedPrompt: false,
        tone: 'fun',
      });
      expect(skipped.tone).toBe('fun');
    });

    it('titles the legacy call with its default title when it names none', async () => {
      const video = await service.create(await aUser('pro', 50), {
        prompt: 'Padaria',
        defaultTitle: DEFAULT_VIDEO_TITLE,
      });
      expect(video.title).toBe(DEFAULT_VIDEO_TITLE);
    });
  });

  describe('under concurrent requests (one statement, the owner row locked)', () => {
    const burst = (user: UserEntity, n: number) =>
      Promise.allSettled(
        Array.from({ length: n }, (_, i) => service.create(user, { prompt: `Oferta ${i}` })),
      );
    const codes = (outcomes: PromiseSettledResult<unknown>[]) =>
      outcomes
        .filter((o): o is PromiseRejectedResult => o.status === 'rejected')
        .map((o) => (o.reason as DomainError).code);

    it('never takes the balance below zero: as many videos as the credits pay for', async () => {
      const user = await aUser('pro', 3 * COST + COST / 2);
      const outcomes = await burst(user, 10);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
      expect(codes(outcomes)).toEqual(Array(7).fill('insufficient_credits'));
      expect(await videosOf(user)).toBe(3);
      expect(await ledgerRowsOf(t.db, user.id, 'video_debit')).toHaveLength(3);
      expect(await balanceAndLedgerOf(t.db, user.id)).toEqual({
        balance: COST / 2,
        ledgerSum: COST / 2,
      });
    });

    it("lets exactly the day's remaining videos through, counting those committed meanwhile", async () => {
      const user = await aUser('basic', 1000);
      await earlier(user, 2, 'completed');
      const outcomes = await burst(user, 8);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(DAILY - 2);
      expect(codes(outcomes)).toEqual(Array(8 - (DAILY - 2)).fill('daily_limit_reached'));
      expect(await videosOf(user)).toBe(DAILY);
      expect(await balanceAndLedgerOf(t.db, user.id)).toEqual({
        balance: 1000 - (DAILY - 2) * COST,
        ledgerSum: 1000 - (DAILY - 2) * COST,
      });
    });
  });
});
