import type {
  AlternativesRequest,
  AlternativesResponse,
  FormatFinalRequest,
  FormatFinalResponse,
  GenerateRequest,
  PromptChatRequest,
  PromptChatResponse,
  RefineRequest,
  RefineResponse,
  VideoCommunityUpdate,
  VideoDto,
  VideoPage,
} from '@cena/contracts';
import { api } from '../../app/api';

/** `GET /api/videos` filters (spec §2 "My videos"): the server owns the status groups. */
export type VideoStatusFilter = 'all' | 'completed' | 'processing' | 'failed';

export interface ListVideosArgs {
  status?: VideoStatusFilter;
  q?: string;
  page?: number;
  pageSize?: number;
}

function listQuery({ status = 'all', q, page = 1, pageSize }: ListVideosArgs): string {
  const params = new URLSearchParams({ status, page: String(page) });
  if (q?.trim()) params.set('q', q.trim());
  if (pageSize) params.set('pageSize', String(pageSize));
  return `api/videos?${params.toString()}`;
}

/**
 * The dashboard's calls: the prompt assistant (spec §7), generation with the assistant's texts,
 * and the user's videos. Prompt calls never retry: each one is an engine call the user waits for.
 */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    refinePrompt: build.mutation<RefineResponse, RefineRequest>({
      query: (body) => ({ url: 'api/refine-prompt', method: 'POST', body }),
      extraOptions: { maxRetries: 0 },
    }),
    generateAlternatives: build.mutation<AlternativesResponse, AlternativesRequest>({
      query: (body) => ({ url: 'api/generate-alternatives', method: 'POST', body }),
      extraOptions: { maxRetries: 0 },
    }),
    formatFinalPrompt: build.mutation<FormatFinalResponse, FormatFinalRequest>({
      query: (body) => ({ url: 'api/format-final-prompt', method: 'POST', body }),
      extraOptions: { maxRetries: 0 },
    }),
    promptChat: build.mutation<PromptChatResponse, PromptChatRequest>({
      query: (body) => ({ url: 'api/prompt-chat', method: 'POST', body }),
      extraOptions: { maxRetries: 0 },
    }),
    /** `POST /api/generate` as JSON with the assistant's texts (the card's own path is multipart-aware). */
    generateRefined: build.mutation<VideoDto, GenerateRequest>({
      query: (body) => ({ url: 'api/generate', method: 'POST', body }),
      invalidatesTags: ['User', 'Video'],
      // Each call creates (and charges) a video: a retry after a lost answer would charge twice.
      extraOptions: { maxRetries: 0 },
    }),
    listVideos: build.query<VideoPage, ListVideosArgs>({
      query: listQuery,
      providesTags: ['Video'],
      // The list is the user's own and changes with every render: never served stale.
      keepUnusedDataFor: 30,
    }),
    getVideo: build.query<VideoDto, string>({
      query: (id) => `api/videos/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Video', id }],
    }),
    /** 'Mostrar na comunidade': the owner's consent to show the video in the community gallery. */
    setVideoCommunity: build.mutation<VideoDto, { id: string; community: boolean }>({
      query: ({ id, community }) => ({
        url: `api/videos/${encodeURIComponent(id)}/community`,
        method: 'PUT',
        body: { community } satisfies VideoCommunityUpdate,
      }),
      invalidatesTags: (_result, _error, { id }) => ['Video', { type: 'Video', id }],
    }),
    deleteVideo: build.mutation<void, string>({
      query: (id) => ({ url: `api/videos/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Video'],
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const {
  useRefinePromptMutation,
  useGenerateAlternativesMutation,
  useFormatFinalPromptMutation,
  usePromptChatMutation,
  useGenerateRefinedMutation,
  useListVideosQuery,
  useGetVideoQuery,
  useLazyGetVideoQuery,
  useDeleteVideoMutation,
  useSetVideoCommunityMutation,
} = dashboardApi;
