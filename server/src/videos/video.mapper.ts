import type { LatestVideoDto, VideoDto, VideoEvent, VideoStoryboardDto } from '@cena/contracts';
import { planStoryboard } from '../generation/providers/local/storyboard';
import { renderTexts } from '../generation/render/render-texts';
import type { VideoEntity } from './video.entity';

export interface MediaUrls {
  videoUrl: string | null;
  thumbnailUrl: string | null;
}

export function toVideoDto(video: VideoEntity, urls: MediaUrls): VideoDto {
  return {
    id: video.id,
    status: video.status,
    progress: video.progress,
    stage: video.stage,
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

/** The one shape of a status event, whether live or the snapshot an SSE stream starts with. */
export function toVideoEvent(
  video: Pick<VideoEntity, 'id' | 'status' | 'progress' | 'stage' | 'errorCode'>,
): VideoEvent {
  return {
    id: video.id,
    status: video.status,
    progress: video.progress,
    stage: video.stage,
    errorCode: video.errorCode,
  };
}
