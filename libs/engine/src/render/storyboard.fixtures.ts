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
