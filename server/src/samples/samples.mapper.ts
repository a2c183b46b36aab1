import type { SampleVideoDto } from '@cena/contracts';
import type { MediaUrls } from '../videos/video.mapper';
import type { VideoEntity } from '../videos/video.entity';

export function toSampleVideoDto(video: VideoEntity, urls: MediaUrls): SampleVideoDto {
  return {
    id: video.id,
    title: video.title,
    prompt: video.prompt,
    videoUrl: urls.videoUrl ?? '',
    thumbnailUrl: urls.thumbnailUrl ?? '',
    createdAt: video.createdAt.toISOString(),
    status: 'completed',
  };
}
