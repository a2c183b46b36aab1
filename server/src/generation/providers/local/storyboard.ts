import type { Category } from '@cena/contracts';
import { LIMITS } from '@cena/contracts';
import { detectCategory } from '../../../categories/category-detector';
import type { RenderRequest } from '../video-provider';
import { extractKeyPhrases, findHighlights } from './key-phrases';
import { buildMotionStyle, type MotionStyle } from './motion-style';
import { buildPalette, type VideoPalette } from './palette';
import { buildTimeline, type Timeline } from './timeline';

/** What the storyboard reads from a render request. */
export type StoryInput = Pick<
  RenderRequest,
  | 'mode'
  | 'prompt'
  | 'title'
  | 'durationS'
  | 'tone'
  | 'soundtrack'
  | 'magicExpansion'
  | 'watermark'
  | 'seed'
>;

/** Everything decided before the first frame: words, colours, pace and beats. */
export interface Storyboard {
  input: StoryInput;
  category: Category;
  palette: VideoPalette;
  motion: MotionStyle;
  title: string;
  /** The phrases that get a beat, in prompt order. */
  phrases: string[];
  /** The end card's second line: the call to action, or the Cena credit on Basic. */
  endLine: string | undefined;
  timeline: Timeline;
  width: number;
  height: number;
  fps: number;
  frameCount: number;
}

export const CENA_CREDIT = 'Feito com Cena';

export function planStoryboard(input: StoryInput): Storyboard {
  const title =
    input.title.trim() ||
    input.prompt
      .trim()
      .split(/[.!?\n]/u)[0]
      .slice(0, 60) ||
    'Cena';
  const category = detectCategory(`${title} ${input.prompt}`);
  const motion = buildMotionStyle(input.tone, input.soundtrack);
  const { phrases: candidates, cta } = extractKeyPhrases(input.prompt, title);
  const timeline = buildTimeline(input.durationS, candidates.length, motion.speed);
  const fps = LIMITS.videoFps;
  return {
    input,
    category,
    palette: buildPalette(category, input.tone),
    motion,
    title,
    phrases: keepMostTelling(candidates, timeline.phrases.length),
    endLine: cta ?? (input.watermark ? CENA_CREDIT : undefined),
    timeline,
    width: LIMITS.videoWidth,
    height: LIMITS.videoHeight,
    fps,
    frameCount: Math.round(input.durationS * fps),
  };
}

/** When the clip has fewer beats than phrases, prices, dates and contacts win. */
function keepMostTelling(phrases: string[], count: number): string[] {
  if (phrases.length <= count) return phrases;
  return phrases
    .map((phrase, index) => ({ phrase, index, telling: findHighlights(phrase).length > 0 ? 1 : 0 }))
    .sort((a, b) => b.telling - a.telling || a.index - b.index)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.phrase);
}
