import {
  type LatestVideoDto,
  type VideoDto,
  VIDEO_ENGINES,
  type VideoEngine,
  type VideoEvent,
  type VideoShareDto,
  type VideoStoryboardDto,
} from '@cena/contracts';
import { planStoryboard } from '@cena/engine';
import { renderTexts } from '../generation/render/render-texts';
import type { VideoEntity } from './video.entity';
import type { VideoCardFields } from './videos.repository';

export interface MediaUrls {
  videoUrl: string | null;
  thumbnailUrl: string | null;
}

/** `share`: the video's live public page, when it has one (shares/SharesService). */
export function toVideoDto(
  video: VideoCardFields,
  urls: MediaUrls,
  share: VideoShareDto | null = null,
): VideoDto {
  return {
    id: video.id,
    status: video.status,
    progress: video.progress,
    stage: video.stage,
    provider: engineOf(video.provider),
    mode: video.mode,
    title: video.title,
    prompt: video.prompt,
    durationS: video.durationS,
    aspectRatio: video.aspectRatio,
    videoUrl: urls.videoUrl,
    thumbnailUrl: urls.thumbnailUrl,
    createdAt: video.createdAt.toISOString(),
    completedAt: video.completedAt?.toISOString() ?? null,
    errorCode: video.errorCode,
    community: video.communityOptIn,
    share,
    views: video.views,
  };
}

/** The texts the local engine draws for this video, planned exactly as its render plans them. */
export function toVideoStoryboard(video: VideoEntity): VideoStoryboardDto {
  const board = planStoryboard({ ...video, ...renderTexts(video) });
  return {
    title: board.title,
    beats: board.phrases,
    endTitle: board.endTitle,
    endLine: board.endLine ?? null,
    contacts: board.contacts.map((contact) => contact.text),
    callToAction: board.callToAction,
  };
}

export function toLatestVideoDto(video: VideoEntity, urls: MediaUrls): LatestVideoDto {
  return {
    id: video.id,
    ...(urls.thumbnailUrl ? { thumbnailUrl: urls.thumbnailUrl } : {}),
    videoUrl: urls.videoUrl ?? '',
    prompt: video.prompt,
    createdAt: video.createdAt.toISOString(),
  };
}

/** The column's engine name as the API names it; null for none (or a name it does not know). */
export function engineOf(name: string | null): VideoEngine | null {
  return VIDEO_ENGINES.find((engine) => engine === name) ?? null;
}

/**
 * The one shape of a status event, whether live or the snapshot an SSE stream starts with.
 * `provider` is left out when the caller does not pass it (events that need no stage text).
 */
export function toVideoEvent(
  video: Pick<VideoEntity, 'id' | 'status' | 'progress' | 'stage' | 'errorCode'> & {
    provider?: string | null;
  },
): VideoEvent {
  return {
    id: video.id,
    status: video.status,
    progress: video.progress,
    stage: video.stage,
    ...(video.provider !== undefined && { provider: engineOf(video.provider) }),
    errorCode: video.errorCode,
  };
}
