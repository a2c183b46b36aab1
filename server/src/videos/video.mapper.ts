import type { LatestVideoDto, VideoDto, VideoEvent } from '@cena/contracts';
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
