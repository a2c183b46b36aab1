import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { currentIdToken } from './firebase';

/** One base API; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/',
    credentials: 'include',
    prepareHeaders: async (headers) => {
      const token = await currentIdToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      headers.set('Accept-Language', document.documentElement.lang || 'pt-BR');
      return headers;
    },
  }),
  keepUnusedDataFor: 15 * 60,
  tagTypes: ['User', 'Video', 'LatestVideos'],
  endpoints: () => ({}),
});
