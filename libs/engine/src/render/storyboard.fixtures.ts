import { briefById } from '../facts/briefs.fixtures';
import { titleFromPrompt } from '../facts/text-cuts';
import type { StoryInput } from './storyboard';

/** A text-mode request of the storyboard tests: fun tone, energetic soundtrack, seed 7. */
export function storyInput(prompt: string, title: string, durationS: number): StoryInput {
  return {
    mode: 'text',
    prompt,
    title,
    durationS,
    tone: 'fun',
    soundtrack: 'energetic',
    magicExpansion: false,
    watermark: false,
    seed: 7,
  };
}

/**
 * An 8 s request of a shared brief as the API would make it (its title from its prompt): fun tone,
 * energetic soundtrack, no watermark, seed 3, unless `overrides` says otherwise.
 */
export function briefInput(id: string, overrides: Partial<StoryInput> = {}): StoryInput {
  const { prompt } = briefById(id);
  return {
    mode: 'text',
    prompt,
    title: titleFromPrompt(prompt, 'Vídeo'),
    durationS: 8,
    tone: 'fun',
    soundtrack: 'energetic',
    magicExpansion: false,
    watermark: false,
    seed: 3,
    ...overrides,
  };
}
