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
