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

/** A title for the clip when the user gave none: the prompt's first clause, kept short. */
export function titleFromPrompt(prompt: string, fallback: string): string {
  const clause = prompt.split(/[.!?\n;:]/)[0]?.trim() ?? '';
  if (!clause) return fallback;
  if (clause.length <= 60) return clause;
  const cut = clause.slice(0, 60);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 30 ? cut.lastIndexOf(' ') : 60).trim()}…`;
}
