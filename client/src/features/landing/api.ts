import type { PlansResponse } from '@cena/contracts';
import { api } from '../../app/api';

export const landingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /api/plans` (public): the plan catalogue with names, prices and features in the
     * request's language; the locale is the cache key so a language switch asks again.
     */
    getPlans: build.query<PlansResponse, string>({
      query: (locale) => ({ url: 'api/plans', headers: { 'Accept-Language': locale } }),
    }),
  }),
});

export const { useGetPlansQuery } = landingApi;
