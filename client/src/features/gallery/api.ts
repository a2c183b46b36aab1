import type { LatestVideoDto, SampleVideoDto } from '@cena/contracts';
import { api } from '../../app/api';

/** Spec §9: the community gallery is refetched every 30 s. */
export const LATEST_VIDEOS_POLL_MS = 30_000;
/** The landing's community carousel holds 7 sample videos (spec §9). */
export const SAMPLE_VIDEO_COUNT = 7;

export const galleryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/videos/latest`: the community gallery (public). */
    getLatestVideos: build.query<LatestVideoDto[], void>({
      query: () => 'api/videos/latest',
      providesTags: ['LatestVideos'],
    }),
    /** `GET /api/samples`: the sample videos Cena rendered itself (public). */
    getSampleVideos: build.query<SampleVideoDto[], void>({
      query: () => 'api/samples',
    }),
  }),
});

export const { useGetLatestVideosQuery, useGetSampleVideosQuery } = galleryApi;

export function useLatestVideos() {
  return useGetLatestVideosQuery(undefined, {
    pollingInterval: LATEST_VIDEOS_POLL_MS,
    skipPollingIfUnfocused: false,
  });
}

/** Prefetched by the landing before the gallery (lazy, below the fold) mounts. */
export const usePrefetchLatestVideos = () => galleryApi.usePrefetch('getLatestVideos');

/**
 * The samples; while the worker is still rendering some (first start), asked again every 30 s
 * until all seven are there.
 */
export function useSampleVideos() {
  const cached = galleryApi.endpoints.getSampleVideos.useQueryState();
  const complete = (cached.data?.length ?? 0) >= SAMPLE_VIDEO_COUNT;
  return useGetSampleVideosQuery(undefined, {
    pollingInterval: complete ? 0 : LATEST_VIDEOS_POLL_MS,
  });
}
