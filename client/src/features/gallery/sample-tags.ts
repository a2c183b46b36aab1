import type { SampleVideoDto } from '@cena/contracts';
import type { TFunction } from 'i18next';
import type { PreviewVideo } from './components/VideoPreviewDialog';

/** A sample as the preview dialog shows it: author Cena, tags from its category and options. */
export function sampleToPreview(video: SampleVideoDto, t: TFunction): PreviewVideo {
  return {
    title: video.title,
    author: 'Cena',
    views: video.views,
    prompt: video.prompt,
    videoUrl: video.videoUrl,
    thumbnailUrl: video.thumbnailUrl,
    tags: [
      t(`gallery:categories.${video.category}`),
      t(`generator:tones.${video.tone}`),
      t(`generator:soundtracks.${video.soundtrack}`),
      t('gallery:preview.durationTag', { count: video.durationS }),
    ],
  };
}
