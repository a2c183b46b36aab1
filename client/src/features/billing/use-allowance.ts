import type { AllowanceNumbersDto } from '@cena/contracts';
import { useTranslation } from 'react-i18next';
import { useGetPlansQuery } from '../landing/api';

/**
 * The numbers staff set (video and expansion cost, signup bonus, daily limits) as the server
 * publishes them with the plans (`GET /api/plans`); undefined while they load. Every text that
 * states one of them takes it from here.
 */
export function useAllowance(): AllowanceNumbersDto | undefined {
  const { i18n } = useTranslation();
  return useGetPlansQuery(i18n.language).data?.allowance;
}

/** Whole videos `credits` pay for at `videoCost` credits a video. */
export function videosFor(credits: number, videoCost: number): number {
  return videoCost > 0 ? Math.floor(credits / videoCost) : 0;
}

/** A text that states the signup bonus: its i18n key (plural by `count`) and arguments. */
export interface BonusMessage {
  key: string;
  args: { count: number; credits: number; cost: number };
}

/**
 * The signup bonus as a text states it: the whole videos it pays for at the cost staff set
 * (`keys.videos`, e.g. '2 vídeos grátis' for 50 credits at 25), else its credits
 * (`keys.credits`); null when there is no bonus to state.
 */
export function bonusMessage(
  allowance: AllowanceNumbersDto,
  keys: { videos: string; credits: string },
): BonusMessage | null {
  const credits = allowance.signupBonus;
  if (credits <= 0) return null;
  const videos = videosFor(credits, allowance.videoCost);
  return {
    key: videos > 0 ? keys.videos : keys.credits,
    args: { count: videos > 0 ? videos : credits, credits, cost: allowance.videoCost },
  };
}
