import type { SampleVideoDto } from '@cena/contracts';
import type { MediaUrls } from '../videos/video.mapper';
import type { VideoEntity } from '../videos/video.entity';
import type { SampleDefinition } from './sample-catalogue';

export function toSampleVideoDto(
  video: VideoEntity,
  sample: SampleDefinition,
  urls: MediaUrls,
): SampleVideoDto {
  return {
    id: video.id,
    title: video.title,
    prompt: video.prompt,
    videoUrl: urls.videoUrl ?? '',
    thumbnailUrl: urls.thumbnailUrl ?? '',
    createdAt: video.createdAt.toISOString(),
    status: 'completed',
    views: video.views,
    category: sample.category,
    tone: video.tone,
    soundtrack: video.soundtrack,
    durationS: video.durationS,
  };
}
