import { LIMITS, type Category, type Locale, type Tone } from '@cena/contracts';

import type { Fact } from '@cena/engine';
import { CATEGORY_TEMPLATES } from './templates/category-scenes';
import { INTENT_SUBJECTS_EN, LANGUAGE_NAMES_EN } from './templates/framing';
import { TONE_TEMPLATES } from './templates/tone-looks';
import type { Angle, Intent } from './templates/template-types';

/** The labelled lines every English prompt carries, in order. */
export const ENGLISH_PROMPT_LABELS = [
  'Subject',
  'Setting',
  'Action',
  'Camera',
  'Lighting',
  'Style',
  'Mood',
  'Audio',
] as const;

export interface EnglishPromptInput {
  locale: Locale;
  /** The user's own words (template sentences removed), quoted verbatim. */
  brief: string;
  facts: Fact[];
  category: Category;
  intent: Intent;
  tone: Tone;
  angle: Angle;
  style: number;
  onScreen?: string;
  contact?: string;
  businessName?: string;
}

function quoted(text: string): string {
  return `"${text}"`;
}

function onScreenSentence(input: EnglishPromptInput, language: string): string {
  if (input.onScreen !== undefined && input.contact !== undefined) {
    return ` On-screen text in ${language}, exactly as written: ${quoted(input.onScreen)}; closing card: ${quoted(input.contact)}.`;
  }
  if (input.onScreen !== undefined) {
    return ` On-screen text in ${language}, exactly as written: ${quoted(input.onScreen)}.`;
  }
  if (input.contact !== undefined) {
    return ` Closing card, exactly as written: ${quoted(input.contact)}.`;
  }
  return '';
}

/**
 * The structured English prompt for the video model: English direction around the user's words,
 * which stay in their own language and in quotes so names, prices and dates reach the screen
 * exactly as written.
 */
export function buildEnglishPrompt(input: EnglishPromptInput): string {
  const scene = CATEGORY_TEMPLATES[input.category].scenes[input.angle];
  const tone = TONE_TEMPLATES[input.tone];
  const language = LANGUAGE_NAMES_EN[input.locale];
  const business = input.businessName === undefined ? '' : ` for ${quoted(input.businessName)}`;
  const address = input.facts.find((fact) => fact.kind === 'address');
  const briefSentence =
    input.brief === ''
      ? ''
      : ` The client's brief in ${language}; keep every name, price, date and handle exactly as written: ${quoted(input.brief)}.`;
  const lines: Record<(typeof ENGLISH_PROMPT_LABELS)[number], string> = {
    Subject: `${INTENT_SUBJECTS_EN[input.intent]} about ${scene.en.subject}${business}.${briefSentence}`,
    Setting: `${scene.en.setting}${address ? ` Location: ${quoted(address.text)}.` : ''}`,
    Action: `${scene.en.action}${onScreenSentence(input, language)}`,
    Camera: scene.en.camera,
    Lighting: scene.light['en-US'],
    Style: `${tone.styles[input.style]['en-US']} 16:9, ${LIMITS.videoHeight}p, one continuous clip of up to ${LIMITS.durationMaxS} seconds.`,
    Mood: tone.mood['en-US'],
    Audio: tone.audio[input.style]['en-US'],
  };
  const missing = input.facts.filter(
    (fact) => !Object.values(lines).some((line) => line.includes(fact.text)),
  );
  if (missing.length > 0) {
    lines.Subject += ` Keep exactly: ${missing.map((fact) => quoted(fact.text)).join(', ')}.`;
  }
  return ENGLISH_PROMPT_LABELS.map((label) => `${label}: ${lines[label]}`).join('\n');
}
