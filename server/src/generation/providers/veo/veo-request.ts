import type { AspectRatio, Soundtrack, Tone, VideoMode } from '@cena/contracts';
import type { GenerateVideosParameters } from '@google/genai';
import type { RenderRequest } from '../video-provider';

export const VEO_RESOLUTION = '720p';

/**
 * The shape Veo is asked for: 16:9 and 9:16 natively at 720p (no upscaling, no cropping). Veo
 * has no square output, so a 1:1 clip is generated in 16:9 and cropped about its centre (and
 * scaled to 1080x1080) when the clip is normalised (buildNormaliseArgs covers and centre-crops).
 */
export function veoAspectRatio(aspectRatio: AspectRatio): '16:9' | '9:16' {
  return aspectRatio === '9:16' ? '9:16' : '16:9';
}

/** The clip lengths (seconds) the Gemini API accepts, per model family (PROVIDERS.md). */
export function veoDurations(model: string): readonly number[] {
  return model.startsWith('veo-2') ? [5, 6, 7, 8] : [4, 6, 8];
}

/**
 * The clip length to ask for: the shortest allowed one that covers the request (trimming looks
 * better than holding the last frame), else the longest. ffmpeg cuts it to the exact length.
 */
export function veoDurationFor(model: string, durationS: number): number {
  const allowed = veoDurations(model);
  return allowed.find((seconds) => seconds >= durationS) ?? allowed[allowed.length - 1];
}

const MODE_STYLE: Record<VideoMode, string> = {
  text: 'Cinematic live-action promotional video.',
  image:
    'Bring the supplied photo to life as the opening shot; keep the product and its details faithful.',
  animation3d: 'Stylised 3D animation: clean CG, soft studio lighting, smooth camera moves.',
};

const TONE_MOOD: Record<Tone, string> = {
  professional: 'clean, polished and trustworthy',
  fun: 'playful, colourful and upbeat',
  inspiring: 'uplifting and warm, with a sense of aspiration',
  elegant: 'refined and understated, with soft, luxurious light',
};

const SOUNDTRACK_AUDIO: Record<Soundtrack, string> = {
  animated: 'lively, playful background music',
  calm: 'soft, calm background music',
  energetic: 'energetic, upbeat background music',
  none: 'natural ambient sound only, no music',
};

/**
 * Every word on screen is Cena's, drawn over the footage (the typed facts, the end card, the
 * corner mark): a video model's lettering comes out garbled and would clash with it, so the clip
 * is asked for without any, with room left for the titles.
 */
export const NO_TEXT_DIRECTION =
  'No on-screen text of any kind: no captions, titles, letters, numbers, prices, logos, signs, ' +
  'labels or watermarks. Leave the top or bottom third of the frame calm and uncluttered for ' +
  'titles added later.';

/** What the clip must not show, as the API's negative prompt (the prompt says it too). */
export const VEO_NEGATIVE_PROMPT =
  'text, captions, subtitles, letters, words, numbers, prices, logos, signs, labels, watermarks';

export type PromptInput = Pick<
  RenderRequest,
  'prompt' | 'englishPrompt' | 'title' | 'mode' | 'tone' | 'soundtrack'
> &
  Partial<Pick<RenderRequest, 'direction'>>;

/**
 * The text Veo gets. The prompt assistant's structured English prompt already names the shot,
 * light, mood and audio, so it goes as written (a 3D request only gains its rendering style);
 * otherwise the user's own words are framed with the choices of the advanced panel, and an
 * accepted proposal without its English version is the shot description. Either way it ends
 * asking for footage without text (NO_TEXT_DIRECTION).
 */
export function buildVeoPrompt(input: PromptInput): string {
  const english = input.englishPrompt?.trim();
  if (english) {
    const styled = input.mode === 'animation3d' ? [MODE_STYLE.animation3d, english] : [english];
    return [...styled, NO_TEXT_DIRECTION].join('\n');
  }
  const prompt = input.prompt.trim();
  const direction = input.direction?.trim();
  const title = input.title.trim();
  // Titles are often derived from the prompt; repeating them adds nothing.
  const withTitle =
    title && !prompt.toLowerCase().includes(title.toLowerCase()) ? [`Title: "${title}".`] : [];
  return [
    'A short promotional video for a small business.',
    ...withTitle,
    `Brief, in the customer's words: ${prompt}`,
    ...(direction ? [`Shot description: ${direction}`] : []),
    `Style: ${MODE_STYLE[input.mode]}`,
    `Mood: ${TONE_MOOD[input.tone]}.`,
    `Audio: ${SOUNDTRACK_AUDIO[input.soundtrack]}.`,
    NO_TEXT_DIRECTION,
  ].join('\n');
}

export interface StartFrame {
  bytes: Buffer;
  mimeType: string;
}

/** The generateVideos call for one render (the abort signal and HTTP options are added later). */
export function buildGenerateVideosParameters(
  model: string,
  request: PromptInput &
    Pick<RenderRequest, 'durationS'> &
    Partial<Pick<RenderRequest, 'aspectRatio'>>,
  startFrame?: StartFrame,
): GenerateVideosParameters {
  return {
    model,
    source: {
      prompt: buildVeoPrompt(request),
      ...(startFrame && {
        image: { imageBytes: startFrame.bytes.toString('base64'), mimeType: startFrame.mimeType },
      }),
    },
    config: {
      aspectRatio: veoAspectRatio(request.aspectRatio ?? '16:9'),
      resolution: VEO_RESOLUTION,
      durationSeconds: veoDurationFor(model, request.durationS),
      negativePrompt: VEO_NEGATIVE_PROMPT,
      numberOfVideos: 1,
    },
  };
}
