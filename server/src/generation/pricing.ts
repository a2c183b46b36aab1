import type { VideoMode } from '@cena/contracts';
import type { Settings } from '../settings/settings.defaults';

/** 20 credits a video; 35 for an image with magic expansion (15 for the expansion + 20). */
export function videoCost(
  mode: VideoMode,
  magicExpansion: boolean,
  settings: Pick<Settings, 'credits.videoCost' | 'credits.imageExpansionCost'>,
): number {
  return mode === 'image' && magicExpansion
    ? settings['credits.imageExpansionCost']
    : settings['credits.videoCost'];
}

/** The server's one title rule lives with the fact extractor it protects facts with. */
export { titleFromPrompt } from '../facts/text-cuts';
