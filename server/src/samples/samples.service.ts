import { Injectable, Logger } from '@nestjs/common';
import { RenderProducer } from '../generation/queue/render.producer';
import type { VideoEntity } from '../videos/video.entity';
import {
  SAMPLE_CATALOGUE,
  SAMPLE_DURATION_S,
  type SampleDefinition,
  sampleSeed,
  sampleVideoId,
} from './sample-catalogue';
import { SamplesRepository } from './samples.repository';

/** BullMQ runs lower numbers first: any customer's render (Pro 1, Basic 10) goes before a sample. */
export const SAMPLE_PRIORITY = 100;

export interface SeedReport {
  created: number;
  existing: number;
}

/**
 * Seeds the landing's sample videos once per catalogue version and lists the finished ones. The
 * videos are rendered by the worker like any other; seeding only inserts and enqueues them.
 */
@Injectable()
export class SamplesService {
  private readonly logger = new Logger(SamplesService.name);

  constructor(
    private readonly repository: SamplesRepository,
    private readonly producer: RenderProducer,
  ) {}

  private readonly catalogue: readonly SampleDefinition[] = SAMPLE_CATALOGUE;

  /**
   * Inserts the samples that do not exist yet under an advisory lock (one api replica at a time;
   * the deterministic ids make a second run a no-op), then enqueues what it inserted. A lost
   * enqueue is picked up by the reconciler like any queued video.
   */
  async seed(): Promise<SeedReport> {
    const ids = this.catalogue.map((s) => sampleVideoId(s.key));
    const created = await this.repository.withSeedLock(async (m) => {
      const existing = await this.repository.existingIds(m, ids);
      const missing = this.catalogue.filter((s) => !existing.has(sampleVideoId(s.key)));
      if (!missing.length) return [];
      const ownerId = await this.repository.ensureSystemAccount(m);
      for (const sample of missing) {
        await this.repository.insertVideo(m, {
          id: sampleVideoId(sample.key),
          ownerId,
          mode: sample.mode,
          prompt: sample.prompt,
          title: sample.title,
          durationS: SAMPLE_DURATION_S,
          tone: sample.tone,
          soundtrack: sample.soundtrack,
          priority: SAMPLE_PRIORITY,
          seed: sampleSeed(sample.key),
        });
      }
      return missing.map((s) => sampleVideoId(s.key));
    });
    for (const id of created) {
      await this.producer.enqueue(id, SAMPLE_PRIORITY).catch((error: Error) => {
        this.logger.warn(`sample ${id} not enqueued, the reconciler will: ${error.message}`);
      });
    }
    return { created: created.length, existing: ids.length - created.length };
  }

  /** The finished samples in catalogue order (the landing shows what is ready). */
  async listCompleted(): Promise<{ video: VideoEntity; sample: SampleDefinition }[]> {
    const order = this.catalogue.map((s) => sampleVideoId(s.key));
    const videos = new Map((await this.repository.findCompleted(order)).map((v) => [v.id, v]));
    return this.catalogue.flatMap((sample, i) => {
      const video = videos.get(order[i]);
      return video ? [{ video, sample }] : [];
    });
  }
}
