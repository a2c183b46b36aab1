import { LIMITS } from '@cena/contracts';

import { contentLevels, type Brief } from './brief-analysis';
import { CATEGORY_TEMPLATES } from './templates/category-scenes';
import { ANGLE_TAGS, CLOSING_CARD, HOOKS, INTENT_FRAMES, INTENT_TAGS } from './templates/framing';
import { TONE_TEMPLATES } from './templates/tone-looks';
import { ANGLES, type Angle } from './templates/template-types';

/** Which angle, style and hook variant a proposal uses (each 0..2). */
export interface Combo {
  angle: number;
  style: number;
  hook: number;
}

export interface Proposal {
  text: string;
  tags: string[];
  combo: Combo;
}

const VARIANTS = [0, 1, 2] as const;

/** Between the frame and the user's words, which often carry a colon of their own. */
export const FRAME_SEPARATOR = ' — ';

/**
 * Every combination, the three that differ in all of angle, style and hook first: proposal n
 * uses COMBOS[n], so the first three proposals never share an angle, a style or a hook.
 */
export const COMBOS: readonly Combo[] = (() => {
  const diagonal = VARIANTS.map((index) => ({ angle: index, style: index, hook: index }));
  const rest: Combo[] = [];
  for (const angle of VARIANTS) {
    for (const style of VARIANTS) {
      for (const hook of VARIANTS) {
        if (angle === style && style === hook) continue;
        rest.push({ angle, style, hook });
      }
    }
  }
  return [...diagonal, ...rest];
})();

export function angleOf(combo: Combo): Angle {
  return ANGLES[combo.angle];
}

type UnitKey = 'scene' | 'light' | 'style' | 'mood' | 'audio' | 'hook' | 'closing';

/** Reading order of the brief's sentences after the opening one. */
const READING_ORDER: UnitKey[] = ['scene', 'light', 'style', 'mood', 'audio', 'hook', 'closing'];

/** When the user's facts leave little room, sentences are kept in this order of importance. */
const KEEP_ORDER: UnitKey[] = ['scene', 'hook', 'audio', 'light', 'style', 'mood', 'closing'];

export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/gu, (whole: string, key: string) => values[key] ?? whole);
}

function templateSentences(brief: Brief, combo: Combo): Record<UnitKey, string | undefined> {
  const { locale } = brief;
  const scene = CATEGORY_TEMPLATES[brief.category].scenes[angleOf(combo)];
  const tone = TONE_TEMPLATES[brief.tone];
  const hook = HOOKS[combo.hook];
  return {
    scene: scene.scene[locale],
    light: scene.light[locale],
    style: tone.styles[combo.style][locale],
    mood: tone.mood[locale],
    audio: tone.audio[combo.style][locale],
    hook:
      brief.onScreen === undefined
        ? hook.withoutText[locale]
        : fillTemplate(hook.withText[locale], { text: brief.onScreen }),
    closing:
      brief.contact === undefined
        ? undefined
        : fillTemplate(CLOSING_CARD[locale], { cta: brief.contact }),
  };
}

function openingSentence(brief: Brief, content: string): string {
  const frame = INTENT_FRAMES[brief.intent][brief.locale];
  if (content === '') return `${frame}.`;
  const opening = `${frame}${FRAME_SEPARATOR}${content}`;
  return /[.!?…]$/u.test(content) ? opening : `${opening}.`;
}

/** Adds template sentences by importance while the brief stays within the product limit. */
function fit(opening: string, sentences: Record<UnitKey, string | undefined>): string {
  const kept = new Set<UnitKey>();
  let length = opening.length;
  for (const key of KEEP_ORDER) {
    const sentence = sentences[key];
    if (sentence === undefined) continue;
    if (length + 1 + sentence.length <= LIMITS.promptMaxChars) {
      kept.add(key);
      length += 1 + sentence.length;
    }
  }
  const body = READING_ORDER.filter((key) => kept.has(key)).map((key) => sentences[key]);
  return [opening, ...body].join(' ');
}

/** Facts alone longer than the limit (a pasted list): the frame goes first, then the tail. */
function fitOrShorten(
  opening: string,
  levels: string[],
  sentences: Record<UnitKey, string | undefined>,
): string {
  if (opening.length <= LIMITS.promptMaxChars) return fit(opening, sentences);
  const shortest = levels[levels.length - 1];
  return shortest.length <= LIMITS.promptMaxChars
    ? shortest
    : shortest.slice(0, LIMITS.promptMaxChars).replace(/\s+\S*$/u, '');
}

function tagsFor(brief: Brief, combo: Combo): string[] {
  const { locale } = brief;
  const category = CATEGORY_TEMPLATES[brief.category];
  const tags = [
    category.label[locale],
    brief.toneExplicit ? TONE_TEMPLATES[brief.tone].label[locale] : category.vibe[locale],
    ANGLE_TAGS[angleOf(combo)][locale],
    INTENT_TAGS[brief.intent][locale],
  ];
  return tags.filter(
    (tag, index) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index,
  );
}

/**
 * Builds one director's brief: the user's words (shortened, facts always kept, only when they
 * leave no room for the opening shot and the on-screen hook), then shot, light, style, mood,
 * soundtrack and on-screen text. Template sentences are dropped to stay within the limit; the
 * user's facts never are.
 */
export function composeProposal(brief: Brief, combo: Combo): Proposal {
  const sentences = templateSentences(brief, combo);
  const levels = contentLevels(brief.content, brief.facts);
  const openings = levels.map((level) => openingSentence(brief, level));
  const leaves = (room: number) => (candidate: string) =>
    candidate.length + room <= LIMITS.promptMaxChars;
  const scene = 1 + (sentences.scene ?? '').length;
  const hook = 1 + (sentences.hook ?? '').length;
  const opening =
    openings.find(leaves(scene + hook)) ??
    openings.find(leaves(scene)) ??
    openings[openings.length - 1];
  return { text: fitOrShorten(opening, levels, sentences), tags: tagsFor(brief, combo), combo };
}
