import type { VideoShareDto } from '@cena/contracts';
import { api } from '../../app/api';

/** A video's public page: on (`POST`, the same link when it already has one) and off. */
export const shareApi = api.injectEndpoints({
  endpoints: (build) => ({
    shareVideo: build.mutation<VideoShareDto, string>({
      query: (id) => ({ url: `api/videos/${id}/share`, method: 'POST' }),
      invalidatesTags: ['Video'],
    }),
    stopSharing: build.mutation<void, string>({
      query: (id) => ({ url: `api/videos/${id}/share`, method: 'DELETE' }),
      invalidatesTags: ['Video'],
    }),
  }),
});

export const { useShareVideoMutation, useStopSharingMutation } = shareApi;
