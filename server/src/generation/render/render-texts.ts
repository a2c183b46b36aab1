import type { VideoEntity } from '../../videos/video.entity';
import type { RenderRequest } from '../providers/video-provider';

/**
 * The words a clip shows come from what the customer typed; the assistant's proposal travels
 * beside them as a direction (and, for Veo, as the shot description), never as on-screen text.
 */
export function renderTexts(
  video: Pick<VideoEntity, 'prompt' | 'refinedPrompt' | 'englishPrompt' | 'isRefined'>,
): Pick<RenderRequest, 'prompt' | 'direction' | 'englishPrompt'> {
  return {
    prompt: video.prompt,
    direction: (video.isRefined && video.refinedPrompt) || undefined,
    englishPrompt: video.englishPrompt ?? undefined,
  };
}
