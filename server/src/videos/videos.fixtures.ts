import { randomUUID } from 'node:crypto';
import type { VideoEvent, VideoStage } from '@cena/contracts';
import type { Transaction } from '../transactions/unit-of-work';
import type { RollbackableStore } from '../transactions/unit-of-work.fixtures';
import type { VideoEventsPublisher } from './events/video-events';
import { VideoStatusService } from './video-status.service';
import { VideoEntity } from './video.entity';
import type { VideosRepository } from './videos.repository';

/** A video row as a spec needs it; a queued text video by default. */
export function aVideo(overrides: Partial<VideoEntity> = {}): VideoEntity {
  const now = new Date();
  return Object.assign(new VideoEntity(), {
    id: randomUUID(),
    userId: randomUUID(),
    mode: 'text',
    status: 'queued',
    prompt: 'Uma padaria artesanal no bairro',
    refinedPrompt: null,
    englishPrompt: null,
    isRefined: false,
    title: 'Uma padaria artesanal no bairro',
    durationS: 8,
    aspectRatio: '16:9',
    tone: 'professional',
    soundtrack: 'energetic',
    magicExpansion: false,
    sourceImageKey: null,
    videoKey: null,
    thumbnailKey: null,
    provider: null,
    progress: 0,
    stage: null,
    errorCode: null,
    costCredits: 20,
    watermark: true,
    priority: 10,
    seed: 1,
    attempts: 0,
    isPublic: true,
    hiddenAt: null,
    approvedAt: null,
    views: 0,
    createdAt: now,
    updatedAt: now,
    startedAt: null,
    completedAt: null,
    expiresAt: null,
    deletedAt: null,
    ...overrides,
  } satisfies VideoEntity);
}

type Used =
  'findById' | 'markProcessing' | 'recordProgress' | 'heartbeat' | 'markCompleted' | 'markFailed';

/** The video rows in memory, with the same status guards as the SQL of VideosRepository. */
export class MemoryVideos implements Pick<VideosRepository, Used>, RollbackableStore {
  readonly rows = new Map<string, VideoEntity>();
  /** Videos each user made earlier today, besides the rows held here. */
  readonly earlierToday = new Map<string, number>();

  add(video: VideoEntity): VideoEntity {
    this.rows.set(video.id, video);
    return video;
  }

  async findById(id: string): Promise<VideoEntity | null> {
    const row = this.rows.get(id);
    return row ? aVideo(row) : null;
  }

  async markProcessing(id: string, provider: string): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.deletedAt || !['queued', 'processing'].includes(row.status)) return false;
    Object.assign(row, { status: 'processing', provider, stage: 'preparing', progress: 0 });
    row.attempts++;
    return true;
  }

  async recordProgress(
    id: string,
    stage: VideoStage,
    progress: number,
  ): Promise<{ provider: string | null } | null> {
    const row = this.rows.get(id);
    if (row?.status !== 'processing' || row.progress > progress) return null;
    Object.assign(row, { stage, progress });
    return { provider: row.provider };
  }

  async heartbeat(): Promise<void> {}

  async markCompleted(
    id: string,
    files: { videoKey: string; thumbnailKey: string },
    expiresAt: Date | null,
    approved = true,
  ): Promise<boolean> {
    const row = this.rows.get(id);
    if (row?.status !== 'processing') return false;
    row.approvedAt = approved ? new Date() : null;
    Object.assign(row, {
      status: 'completed',
      progress: 100,
      stage: 'finalizing',
      errorCode: null,
      ...files,
      completedAt: new Date(),
      expiresAt,
    });
    return true;
  }

  async markFailed(
    _tx: Transaction,
    id: string,
    errorCode: string,
  ): Promise<{ progress: number; stage: VideoStage | null } | null> {
    const row = this.rows.get(id);
    if (!row || !['queued', 'processing'].includes(row.status)) return null;
    Object.assign(row, { status: 'failed', errorCode });
    return { progress: row.progress, stage: row.stage };
  }

  snapshot(): VideoEntity[] {
    return [...this.rows.values()].map((v) => aVideo(v));
  }

  restore(snapshot: unknown): void {
    this.rows.clear();
    for (const v of snapshot as VideoEntity[]) this.rows.set(v.id, v);
  }
}

/** Records the events instead of sending them to Redis; `journal` orders them among the rest. */
export class RecordingEvents implements Pick<VideoEventsPublisher, 'publish'> {
  readonly published: VideoEvent[] = [];

  constructor(private readonly journal: string[] = []) {}

  async publish(event: VideoEvent): Promise<void> {
    this.published.push(event);
    this.journal.push(`event:${event.status}`);
  }
}

/** The real status service over the in-memory rows and recorded events. */
export function memoryVideoStatus(videos: MemoryVideos, events: RecordingEvents) {
  return new VideoStatusService(
    videos as unknown as VideosRepository,
    events as unknown as VideoEventsPublisher,
  );
}
