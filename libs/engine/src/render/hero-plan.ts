import { guessLocale } from '../facts/language';
import { hasHeroObject } from './hero-object-images';
import { objectsNamedIn, pickHeroObjects, type HeroObject } from './hero-objects';
import type { HeroCue } from './layers/hero-stage';
import type { Storyboard } from './storyboard';

export interface HeroPlan {
  objects: HeroObject[];
  /** One cue per beat before the end card: the title's, then each phrase's. */
  cues: HeroCue[];
}

/**
 * Which object each beat shows: the product its own words name, else the next of the clip's
 * objects in turn, so a clip with three products shows all three.
 */
export function planHero(
  board: Pick<Storyboard, 'input' | 'category' | 'title' | 'phrases' | 'timeline'>,
): HeroPlan {
  const objects = pickHeroObjects(board.input.prompt, board.category, hasHeroObject);
  if (objects.length === 0) return { objects, cues: [] };
  const locale = guessLocale(board.input.prompt);
  const { timeline } = board;
  const beats = [
    { text: board.title, span: timeline.intro },
    ...board.phrases.map((text, index) => ({ text, span: timeline.phrases[index] })),
  ];
  const cues: HeroCue[] = [];
  let last = -1;
  for (const [index, beat] of beats.entries()) {
    // The product a beat names; a place it names ('Escola de Música', 'Clínica') is no picture of
    // what is sold, so such a beat shows the clip's products in turn, its first one first.
    const named = objectsNamedIn(beat.text, locale, board.category)
      .filter((hit) => !hit.broad)
      .map((hit) => objects.indexOf(hit.object))
      .find((at) => at >= 0);
    const object = named ?? (index === 0 ? 0 : (last + 1) % objects.length);
    // The end card covers the frame from its start: no beat runs under it.
    const end = Math.min(beat.span.end, timeline.endCard.start + 0.6);
    cues.push({ start: beat.span.start, end, object });
    last = object;
  }
  return { objects, cues };
}
