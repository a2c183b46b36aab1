import { randomInt, randomUUID } from 'node:crypto';
import {
  type AcceptedImageType,
  DEFAULT_ASPECT_RATIO,
  DEFAULT_VIDEO_TITLE,
  type GenerateRequest,
  LIMITS,
  type Plan,
  promptSlots,
  type VideoMode,
} from '@cena/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { dailyCapRefusal, generationAllowance, videoCost } from '../allowance/allowance';
import { DomainError } from '../common/domain-error';
import { IMAGE_EXTENSIONS, titleFromPrompt } from '@cena/engine';
import { lookOf } from '../prompts/engines/local/storyboard-proposal';
import type { Settings } from '../settings/settings.defaults';
import { SettingsService } from '../settings/settings.service';
import { Storage } from '../storage/storage';
import type { UserEntity } from '../users/user.entity';
import { VideoStatusService } from '../videos/video-status.service';
import type { VideoEntity } from '../videos/video.entity';
import { videoKeys } from '../videos/video-keys';
import type { NewVideo } from '../videos/videos.repository';
import { priorityFor } from './queue/render-queue';
import { RenderProducer } from './queue/render.producer';
import { checkUploadedImage } from './upload/check-upload';
import { VideoAcceptanceRepository } from './video-acceptance.repository';

/** A plan change between the request's account read and the lock is retried this often. */
const MAX_ACCEPT_ATTEMPTS = 3;

export interface GenerationInput extends Partial<GenerateRequest> {
  /** Title used when the request names none (the legacy call's DEFAULT_VIDEO_TITLE). */
  defaultTitle?: string;
}

export interface UploadedImage {
  buffer: Buffer;
  size: number;
  tooLarge: boolean;
}

/**
 * Turns a generation request into a queued video: validates in the documented order, then in
 * one statement (owner row locked) checks the daily limit and the balance, inserts the video
 * and debits the credits. Nothing is written when a check fails. Business videos cost nothing
 * (no ledger row) and are held to the plan's daily fair-use cap instead.
 */
@Injectable()
export class GenerationService {
  private readonly logger = new Logger(GenerationService.name);

  constructor(
    private readonly acceptance: VideoAcceptanceRepository,
    private readonly status: VideoStatusService,
    private readonly settings: SettingsService,
    private readonly storage: Storage,
    private readonly producer: RenderProducer,
  ) {}

  async create(
    user: UserEntity,
    input: GenerationInput,
    image?: UploadedImage,
  ): Promise<VideoEntity> {
    const prompt = (input.prompt ?? '').trim();
    if (!prompt) throw new DomainError('prompt_required');
    if (prompt.length > LIMITS.promptMaxChars) throw new DomainError('prompt_too_long');
    // A style template's slot left unfilled would be drawn on screen as is.
    const [slot] = promptSlots(prompt);
    if (slot) throw new DomainError('prompt_placeholder', { args: { slot } });
    const mode: VideoMode = input.mode ?? (image ? 'image' : 'text');
    const durationS = input.duration ?? LIMITS.durationDefaultS;
    if (durationS < LIMITS.durationMinS || durationS > LIMITS.durationMaxS) {
      throw new DomainError('invalid_duration');
    }
    const imageType = this.checkImage(user, mode, image);
    const settings = await this.settings.all();
    const magicExpansion = mode === 'image' && input.magicExpansion === true;
    const cost = videoCost(mode, magicExpansion, settings);
    const videoId = randomUUID();
    const refinedPrompt = input.refinedPrompt?.trim() || null;
    const isRefined = input.isRefinedPrompt === true && refinedPrompt !== null;

    const sourceImageKey =
      image && imageType
        ? videoKeys.sourceImage(user.id, videoId, IMAGE_EXTENSIONS[imageType])
        : null;
    if (sourceImageKey && image) {
      await this.storage.put(sourceImageKey, { buffer: image.buffer }, imageType!);
    }

    const fields: Omit<NewVideo, 'costCredits' | 'watermark' | 'priority'> = {
      id: videoId,
      userId: user.id,
      mode,
      prompt,
      refinedPrompt,
      englishPrompt: input.englishPrompt?.trim() || null,
      isRefined,
      title:
        input.title?.trim() || (input.defaultTitle ?? titleFromPrompt(prompt, DEFAULT_VIDEO_TITLE)),
      durationS,
      aspectRatio: input.aspectRatio ?? DEFAULT_ASPECT_RATIO,
      // An accepted local-engine proposal names the look the customer chose by accepting it.
      tone: (isRefined && refinedPrompt && lookOf(refinedPrompt)) || input.tone || 'professional',
      soundtrack: input.soundtrack ?? 'energetic',
      magicExpansion,
      sourceImageKey,
      seed: randomInt(0, 2 ** 31 - 1),
      communityOptIn: input.community === true,
    };
    let video: VideoEntity;
    try {
      video = await this.accept(user.plan, fields, cost, settings);
    } catch (error) {
      if (sourceImageKey) await this.storage.delete(sourceImageKey).catch(() => undefined);
      throw error;
    }

    await this.announce(video);
    await this.enqueue(video);
    return video;
  }

  /**
   * One statement locks the owner's row and checks and writes everything (see
   * VideoAcceptanceRepository). The terms are worked out for the plan the request's account
   * showed; should the locked row show another (changed meanwhile), they are worked out again.
   */
  private async accept(
    plan: Plan,
    fields: Omit<NewVideo, 'costCredits' | 'watermark' | 'priority'>,
    cost: number,
    settings: Settings,
  ): Promise<VideoEntity> {
    for (let attempt = 1; ; attempt++) {
      const allowance = generationAllowance(plan, settings);
      const outcome = await this.acceptance.accept(
        {
          ...fields,
          costCredits: allowance.charged ? cost : 0,
          watermark: plan === 'basic',
          priority: priorityFor(plan),
        },
        { plan, dailyVideos: allowance.dailyVideos },
      );
      if (outcome.video) return outcome.video;
      if (outcome.plan !== plan) {
        if (attempt === MAX_ACCEPT_ATTEMPTS) throw new Error('the plan kept changing meanwhile');
        plan = outcome.plan;
        continue;
      }
      if (allowance.dailyVideos !== null && (outcome.createdToday ?? 0) >= allowance.dailyVideos) {
        throw new DomainError(dailyCapRefusal(plan), { args: { count: allowance.dailyVideos } });
      }
      throw new DomainError('insufficient_credits', { args: { cost } });
    }
  }

  /** The video is committed and paid for: a lost event only delays the live status. */
  private async announce(video: VideoEntity): Promise<void> {
    try {
      await this.status.announceQueued(video);
    } catch (error) {
      this.logger.warn(`event of video ${video.id} not published: ${(error as Error).message}`);
    }
  }

  /** A lost enqueue is not fatal: the reconciler re-enqueues queued videos without a job. */
  private async enqueue(video: VideoEntity): Promise<void> {
    try {
      await this.producer.enqueue(video.id, video.priority);
    } catch (error) {
      this.logger.warn(
        `enqueue of video ${video.id} failed, the reconciler will retry: ${(error as Error).message}`,
      );
    }
  }

  private checkImage(
    user: UserEntity,
    mode: VideoMode,
    image?: UploadedImage,
  ): AcceptedImageType | null {
    if (mode !== 'image') return null;
    if (!image || image.size === 0) throw new DomainError('image_required');
    if (user.plan === 'basic') throw new DomainError('upgrade_required');
    return checkUploadedImage(image);
  }
}
