import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DEFAULT_VIDEO_TITLE, type ErrorCode, LIMITS, type Plan } from '@cena/contracts';
import { Logger } from '@nestjs/common';
import { MemoryLedger } from '../credits/credits.fixtures';
import { DomainError } from '../common/domain-error';
import { DEFAULT_SETTINGS } from '../settings/settings.defaults';
import type { SettingsService } from '../settings/settings.service';
import { Storage, type StoredObject } from '../storage/storage';
import type { UserEntity } from '../users/user.entity';
import { MemoryVideos, memoryVideoStatus, RecordingEvents } from '../videos/videos.fixtures';
import { GenerationService, type GenerationInput, type UploadedImage } from './generation.service';
import type { RenderProducer } from './queue/render.producer';
import { MemoryAcceptance } from './video-acceptance.fixtures';
import type { VideoAcceptanceRepository } from './video-acceptance.repository';
import { composeStoryboardProposal } from '../prompts/engines/local/storyboard-proposal';

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

class RecordingProducer implements Pick<RenderProducer, 'enqueue'> {
  readonly jobs: { videoId: string; priority: number }[] = [];
  failWith: Error | null = null;

  constructor(private readonly journal: string[]) {}

  async enqueue(videoId: string, priority: number): Promise<void> {
    this.journal.push('enqueue');
    if (this.failWith) throw this.failWith;
    this.jobs.push({ videoId, priority });
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

describe('GenerationService', () => {
  let journal: string[];
  let ledger: MemoryLedger;
  let videos: MemoryVideos;
  let acceptance: MemoryAcceptance;
  let events: RecordingEvents;
  let storage: MemoryStorage;
  let producer: RecordingProducer;
  let service: GenerationService;

  beforeEach(() => {
    journal = [];
    ledger = new MemoryLedger();
    videos = new MemoryVideos();
    events = new RecordingEvents(journal);
    storage = new MemoryStorage(journal);
    producer = new RecordingProducer(journal);
    acceptance = new MemoryAcceptance(ledger, videos, journal);
    const settings = { all: async () => ({ ...DEFAULT_SETTINGS }) } as unknown as SettingsService;
    service = new GenerationService(
      acceptance as unknown as VideoAcceptanceRepository,
      memoryVideoStatus(videos, events),
      settings,
      storage,
      producer as unknown as RenderProducer,
    );
  });

  function aUser(plan: Plan, balance: number): UserEntity {
    const user = { id: randomUUID(), plan } as UserEntity;
    ledger.addAccount(user.id, plan, balance);
    return user;
  }

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

  function expectNothingWritten(user: UserEntity, balance: number) {
    expect(videos.rows.size).toBe(0);
    expect(ledger.entries).toEqual([]);
    expect(ledger.balance(user.id)).toBe(balance);
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
      const user = aUser(plan, 100);
      expect(await refusal(user, input, image?.() ?? undefined)).toBe(code);
      expectNothingWritten(user, 100);
    });

    it('names the slot left in the prompt, in any language; capitals in brackets are no slot', async () => {
      const user = aUser('pro', 100);
      for (const [prompt, slot] of [
        ['Pizzaria Forno: pizza a R$ [preço] hoje', '[preço]'],
        ['[Name des Restaurants]: Tagesgericht für 9 €', '[Name des Restaurants]'],
        ["Fête de [nom de l'événement] samedi", "[nom de l'événement]"],
      ]) {
        const error = await service.create(user, { prompt }).catch((e: unknown) => e);
        expect(error).toEqual(new DomainError('prompt_placeholder'));
        expect((error as DomainError).details).toEqual({ args: { slot } });
      }
      expectNothingWritten(user, 100);
      const video = await service.create(user, { prompt: '[PROMOÇÃO] Pizza grande a R$ 30 [10%]' });
      expect(video.status).toBe('queued');
    });

    it("a Basic user at the day's limit, even with credits", async () => {
      const user = aUser('basic', 100);
      videos.earlierToday.set(user.id, DAILY);
      expect(await refusal(user, { prompt: 'a' })).toBe('daily_limit_reached');
      expectNothingWritten(user, 100);
    });

    it('the daily limit before the balance', async () => {
      const user = aUser('basic', 0);
      videos.earlierToday.set(user.id, DAILY);
      expect(await refusal(user, { prompt: 'a' })).toBe('daily_limit_reached');
    });

    it('a balance under the price, and the stored upload is removed again', async () => {
      const user = aUser('pro', EXPANSION_COST - 1);
      const input: GenerationInput = { prompt: 'a', magicExpansion: true };
      expect(await refusal(user, input, png(640, 480))).toBe('insufficient_credits');
      expectNothingWritten(user, EXPANSION_COST - 1);
    });

    it('no daily limit for paying plans', async () => {
      const user = aUser('pro', 100);
      videos.earlierToday.set(user.id, DAILY + 10);
      await expect(service.create(user, { prompt: 'a' })).resolves.toBeDefined();
    });

    it('failed videos do not count towards the daily limit', async () => {
      const user = aUser('basic', 100);
      videos.earlierToday.set(user.id, DAILY - 1);
      const first = await service.create(user, { prompt: 'a' });
      videos.rows.get(first.id)!.status = 'failed';
      await expect(service.create(user, { prompt: 'b' })).resolves.toBeDefined();
      expect(await refusal(user, { prompt: 'c' })).toBe('daily_limit_reached');
    });
  });

  describe('the Business plan', () => {
    it('generates with no credits: no debit, no ledger row, cost 0, no watermark, top priority', async () => {
      const user = aUser('business', 0);
      const video = await service.create(user, { prompt: 'a', magicExpansion: true }, png(64, 64));
      expect(video).toMatchObject({ mode: 'image', costCredits: 0, watermark: false });
      expect(video.priority).toBe(
        (await service.create(aUser('pro', 50), { prompt: 'a' })).priority,
      );
      expect(ledger.entries.filter((e) => e.userId === user.id)).toEqual([]);
      expect(ledger.balance(user.id)).toBe(0);
      expect(acceptance.locks.filter((id) => id === user.id)).toHaveLength(1);
    });

    it('keeps its balance untouched when it has credits', async () => {
      const user = aUser('business', 40);
      await service.create(user, { prompt: 'a' });
      expect(ledger.entries).toEqual([]);
      expect(ledger.balance(user.id)).toBe(40);
    });

    it('accepts the last video under the fair-use cap', async () => {
      const user = aUser('business', 0);
      videos.earlierToday.set(user.id, BUSINESS_DAILY - 1);
      await expect(service.create(user, { prompt: 'a' })).resolves.toBeDefined();
      expect(await refusal(user, { prompt: 'b' })).toBe('fair_use_limit_reached');
    });

    it('refuses at the fair-use cap with fair_use_limit_reached and writes nothing', async () => {
      const user = aUser('business', 30);
      videos.earlierToday.set(user.id, BUSINESS_DAILY);
      expect(await refusal(user, { prompt: 'a' }, png(64, 64))).toBe('fair_use_limit_reached');
      expectNothingWritten(user, 30);
    });
  });

  describe('an accepted request', () => {
    it('inserts a queued video and debits its price once, locking the account once', async () => {
      const user = aUser('basic', 50);
      const video = await service.create(user, { prompt: '  Padaria no bairro. Pães frescos ' });
      expect(video).toMatchObject({
        status: 'queued',
        userId: user.id,
        prompt: 'Padaria no bairro. Pães frescos',
        title: 'Padaria no bairro',
        durationS: LIMITS.durationDefaultS,
        costCredits: COST,
        watermark: true,
      });
      expect(ledger.entriesFor('video_debit')).toEqual([
        expect.objectContaining({ userId: user.id, videoId: video.id, delta: -COST }),
      ]);
      expect(ledger.balance(user.id)).toBe(50 - COST);
      expect(acceptance.locks).toHaveLength(1);
    });

    it('enqueues the render and publishes "queued" only after the commit', async () => {
      const user = aUser('pro', 50);
      const video = await service.create(user, { prompt: 'a' });
      expect(journal).toEqual(['accept', 'event:queued', 'enqueue']);
      expect(producer.jobs).toEqual([{ videoId: video.id, priority: video.priority }]);
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
      const user = aUser('pro', 50);
      const stale = { ...user, plan: 'basic' } as UserEntity; // upgraded since the account was read
      const video = await service.create(stale, { prompt: 'a' });
      expect(video).toMatchObject({ watermark: false, costCredits: COST });
      expect(acceptance.locks).toHaveLength(2);
      expect(ledger.balance(user.id)).toBe(50 - COST);
    });

    it('gives paying plans the higher queue priority and no watermark', async () => {
      const basic = await service.create(aUser('basic', 50), { prompt: 'a' });
      const pro = await service.create(aUser('pro', 50), { prompt: 'a' });
      expect(pro.priority).toBeLessThan(basic.priority);
      expect(pro.watermark).toBe(false);
    });

    it('keeps the paid video when the queue is away (the reconciler enqueues it later)', async () => {
      const user = aUser('pro', 50);
      producer.failWith = new Error('connect ECONNREFUSED');
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const video = await service.create(user, { prompt: 'a' });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('the reconciler will retry'));
      warn.mockRestore();
      expect(videos.rows.get(video.id)?.status).toBe('queued');
      expect(ledger.balance(user.id)).toBe(50 - COST);
    });

    it('stores a Pro upload under the video id and charges the expansion price', async () => {
      const user = aUser('pro', 100);
      const video = await service.create(user, { prompt: 'a', magicExpansion: true }, png(64, 64));
      expect(video).toMatchObject({
        mode: 'image',
        magicExpansion: true,
        costCredits: EXPANSION_COST,
        sourceImageKey: `sources/${user.id}/${video.id}.png`,
      });
      expect([...storage.objects.keys()]).toEqual([video.sourceImageKey]);
      expect(journal.indexOf(`put:${video.sourceImageKey}`)).toBeLessThan(
        journal.indexOf('accept'),
      );
    });

    it("titles the video from the customer's own words, not the assistant's framing", async () => {
      const video = await service.create(aUser('pro', 50), {
        prompt: 'Padaria Pão Dourado: sonho de creme a R$ 5,00',
        refinedPrompt: 'Vídeo de oferta, direto ao ponto — Padaria Pão Dourado: sonho de creme',
        isRefinedPrompt: true,
      });
      expect(video.title).toBe('Padaria Pão Dourado');
    });

    it('takes the look of an accepted local-engine proposal as the tone, else the request tone', async () => {
      const prompt = 'Padaria Pão Dourado: sonho de creme a R$ 5,00';
      const proposal = composeStoryboardProposal(prompt, 'pt-BR', 'elegant');
      const accepted = await service.create(aUser('pro', 50), {
        prompt,
        refinedPrompt: proposal,
        isRefinedPrompt: true,
        tone: 'fun',
      });
      expect(accepted.tone).toBe('elegant');
      const skipped = await service.create(aUser('pro', 50), {
        prompt,
        refinedPrompt: proposal,
        isRefinedPrompt: false,
        tone: 'fun',
      });
      expect(skipped.tone).toBe('fun');
    });

    it('titles the legacy call with its default title when it names none', async () => {
      const video = await service.create(aUser('pro', 50), {
        prompt: 'Padaria',
        defaultTitle: DEFAULT_VIDEO_TITLE,
      });
      expect(video.title).toBe(DEFAULT_VIDEO_TITLE);
    });
  });
});
