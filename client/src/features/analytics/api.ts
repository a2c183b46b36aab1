import type { AnalyticsDto } from '@cena/contracts';
import { api } from '../../app/api';

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/analytics`: everything the screen shows, computed by the server. */
    getAnalytics: build.query<AnalyticsDto, void>({
      query: () => 'api/analytics',
      providesTags: ['Video', 'User'],
    }),
  }),
});

export const { useGetAnalyticsQuery } = analyticsApi;
