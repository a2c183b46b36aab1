import type { ErrorBody } from '@cena/contracts';
import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
  retry,
} from '@reduxjs/toolkit/query/react';
import { currentAuthToken, endSession } from './auth-bridge';
import { isDevelopmentPreviewHost } from './preview-host';

/** Spec §9 data cache: stale after 15 min, dropped 30 min after its last subscriber. */
export const CACHE_GC_SECONDS = 30 * 60;
export const CACHE_STALE_SECONDS = 15 * 60;
/** User data (`GET /api/user`) is cached 5 min. */
export const USER_CACHE_SECONDS = 5 * 60;
export const RETRY_DELAY_MS = 1000;

const rawBaseQuery = fetchBaseQuery({
  // Absolute, so the same code runs under jsdom (whose `fetch` needs a full URL) as in browsers.
  baseUrl: `${globalThis.location?.origin ?? ''}/`,
  // Spec §7: credentials included. fetchBaseQuery sets `Content-Type: application/json` only
  // when a body is serialised, which is the spec's "JSON content type only with a body".
  credentials: 'include',
  prepareHeaders: async (headers) => {
    const token = await currentAuthToken();
    if (token) {
      headers.set('Authorization', `Bearer ${token}`);
      if (isDevelopmentPreviewHost(window.location.hostname)) {
        headers.set('x-production-bypass', 'true');
      }
    }
    headers.set('Accept-Language', document.documentElement.lang || 'pt-BR');
    return headers;
  },
});

/** The API's `{ statusCode, code, message }` body, when an error carries one. */
export function errorBody(error: unknown): ErrorBody | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  if (data && typeof data === 'object' && 'code' in data && 'message' in data) {
    return data as ErrorBody;
  }
  return null;
}

/**
 * One retry after 1 s (spec §9), for network failures and 5xx only: a 4xx answer is the same
 * the second time. An endpoint can opt out with `extraOptions: { maxRetries: 0 }`.
 */
const retryingBaseQuery = retry(
  async (args: string | FetchArgs, api, extraOptions) => {
    const result = await rawBaseQuery(args, api, extraOptions);
    const status = result.error?.status;
    if (typeof status === 'number' && status < 500) retry.fail(result.error, result.meta);
    return result;
  },
  {
    maxRetries: 1,
    backoff: () => new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS)),
  },
);

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await retryingBaseQuery(args, api, extraOptions);
  // A disabled account signs out wherever the API says so (spec §8).
  if (errorBody(result.error)?.code === 'account_disabled') endSession('account_disabled');
  return result;
};

/** One base API; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: CACHE_GC_SECONDS,
  refetchOnMountOrArgChange: CACHE_STALE_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  tagTypes: ['User', 'Video', 'LatestVideos'],
  endpoints: () => ({}),
});
