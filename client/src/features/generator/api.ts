import type { GenerateRequest, VideoDto, VideoMode } from '@cena/contracts';
import { api } from '../../app/api';
import { activeText, type GeneratorDraft, type GeneratorTab } from './generator-rules';

const MODES: Record<GeneratorTab, VideoMode> = {
  director: 'text',
  image: 'image',
  animation3d: 'animation3d',
};

/** The card's state as `POST /api/generate` takes it (spec §7). */
export function toGenerateRequest(draft: GeneratorDraft, hasImage: boolean): GenerateRequest {
  const title = draft.options.title.trim();
  return {
    prompt: activeText(draft).trim(),
    isRefinedPrompt: false,
    hasImage,
    mode: MODES[draft.tab],
    duration: draft.options.durationS,
    tone: draft.options.tone,
    soundtrack: draft.options.soundtrack,
    aspectRatio: draft.options.aspectRatio,
    community: draft.community,
    ...(title ? { title } : {}),
    ...(draft.tab === 'image' ? { magicExpansion: draft.magicExpansion } : {}),
  };
}

/** JSON without an image; multipart with the same fields plus `image` (spec §7). */
function body(request: GenerateRequest, image: File | null): GenerateRequest | FormData {
  if (!image) return request;
  const form = new FormData();
  for (const [key, value] of Object.entries(request)) {
    if (value !== undefined) form.append(key, String(value));
  }
  form.append('image', image, image.name);
  return form;
}

export const generatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Debits the credits and queues the render; answers 202 with the queued video. */
    generateVideo: build.mutation<VideoDto, { draft: GeneratorDraft; image: File | null }>({
      query: ({ draft, image }) => {
        const file = draft.tab === 'image' ? image : null;
        return {
          url: 'api/generate',
          method: 'POST',
          body: body(toGenerateRequest(draft, file !== null), file),
        };
      },
      invalidatesTags: ['User', 'Video'],
      // Each call creates (and charges) a video: a retry after a lost answer would charge twice.
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useGenerateVideoMutation } = generatorApi;
