import type { AllowanceNumbersDto, ErrorCode, Plan, VideoMode } from '@cena/contracts';
import { TODAY_START_SQL } from '../common/business-calendar';
import type { Settings } from '../settings/settings.defaults';

/**
 * The allowance policy: what a video costs, how many a plan may make a day and what the refusal
 * at that cap says. The numbers are staff's (settings, defaults in settings.defaults.ts); the
 * rules are here, and the generate statement (VideoAcceptanceRepository) applies them under the
 * owner's row lock.
 */

/** A video's credits (`credits.videoCost`), or an image with magic expansion's (`credits.imageExpansionCost`). */
export function videoCost(
  mode: VideoMode,
  magicExpansion: boolean,
  settings: Pick<Settings, 'credits.videoCost' | 'credits.imageExpansionCost'>,
): number {
  return mode === 'image' && magicExpansion
    ? settings['credits.imageExpansionCost']
    : settings['credits.videoCost'];
}

/** The numbers the screens state (costs, signup bonus, daily limits), as staff set them. */
export function allowanceNumbers(settings: Settings): AllowanceNumbersDto {
  return {
    videoCost: settings['credits.videoCost'],
    imageExpansionCost: settings['credits.imageExpansionCost'],
    signupBonus: settings['credits.signupBonus'],
    basicDailyVideos: settings['limits.basicDailyVideos'],
    businessDailyVideos: settings['limits.businessDailyVideos'],
  };
}

/** What a plan's generate is held to: a daily cap (null: none) and whether it pays in credits. */
export interface GenerationAllowance {
  dailyVideos: number | null;
  charged: boolean;
}

/**
 * Basic pays credits under a daily limit; Pro pays credits with no daily limit; Business pays
 * nothing and is held to its fair-use cap. Days are São Paulo days (videosCountedTodaySql).
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

/** The refusal at a plan's daily cap: Basic's limit sells Pro; Business's fair use must not. */
export function dailyCapRefusal(
  plan: Plan,
): Extract<ErrorCode, 'daily_limit_reached' | 'fair_use_limit_reached'> {
  return plan === 'business' ? 'fair_use_limit_reached' : 'daily_limit_reached';
}

/**
 * SQL: the videos `owner` (a uuid expression) made today that count towards a daily cap: those
 * asked for since São Paulo's midnight, failed ones excepted (they were refunded). The count is
 * the `videos_created_since` function (migration VideoAcceptance1763885600000), VOLATILE so that,
 * called after the statement locked the owner's row, it sees videos committed meanwhile.
 */
export function videosCountedTodaySql(owner: string): string {
  return `videos_created_since(${owner}, ${TODAY_START_SQL})`;
}
