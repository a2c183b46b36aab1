import type { Plan, VideoMode } from '@cena/contracts';
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

/** What a plan's generate is held to: a daily cap (null: none) and whether it pays in credits. */
export interface GenerationAllowance {
  dailyVideos: number | null;
  charged: boolean;
}

/**
 * Basic pays credits under a daily limit; Pro pays credits with no daily limit; Business pays
 * nothing and is held to its fair-use cap. Days are São Paulo days (the videos repository).
 */
export function generationAllowance(
  plan: Plan,
  settings: Pick<Settings, 'limits.basicDailyVideos' | 'limits.businessDailyVideos'>,
): GenerationAllowance {
  switch (plan) {
    case 'basic':
      return { dailyVideos: settings['limits.basicDailyVideos'], charged: true };
    case 'pro':
      return { dailyVideos: null, charged: true };
    case 'business':
      return { dailyVideos: settings['limits.businessDailyVideos'], charged: false };
  }
}

/** The server's one title rule lives with the fact extractor it protects facts with. */
export { titleFromPrompt } from '../facts/text-cuts';
