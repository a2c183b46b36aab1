import { ASPECT_RATIOS, LIMITS, SOUNDTRACKS, TONES } from '@cena/contracts';
import { SAVED_PROMPT_KEY } from '../../app/storage-keys';
import {
  capPrompt,
  DEFAULT_OPTIONS,
  EMPTY_DRAFT,
  GENERATOR_TABS,
  type GeneratorDraft,
} from './generator-rules';

/** Saved before the login modal opens, so nothing typed is lost (spec §2). */
export function saveGeneratorDraft(draft: GeneratorDraft): void {
  try {
    localStorage.setItem(SAVED_PROMPT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, quota): the draft lives for this page only.
  }
}

export function clearGeneratorDraft(): void {
  try {
    localStorage.removeItem(SAVED_PROMPT_KEY);
  } catch {
    // Nothing stored.
  }
}

const text = (value: unknown) => (typeof value === 'string' ? capPrompt(value) : '');

/**
 * The saved draft, checked field by field (it comes from storage anyone can edit); null when
 * there is none. A plain string is read as a director prompt.
 */
export function readGeneratorDraft(): GeneratorDraft | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(SAVED_PROMPT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = raw;
  }
  if (typeof value === 'string') return { ...EMPTY_DRAFT, prompt: capPrompt(value) };
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const o = (v.options && typeof v.options === 'object' ? v.options : {}) as Record<
    string,
    unknown
  >;
  const duration = Number(o.durationS);
  return {
    tab: GENERATOR_TABS.find((t) => t === v.tab) ?? 'director',
    prompt: text(v.prompt),
    imageDescription: text(v.imageDescription),
    animationDescription: text(v.animationDescription),
    magicExpansion: v.magicExpansion === true,
    community: v.community === true,
    options: {
      title: typeof o.title === 'string' ? o.title.slice(0, LIMITS.titleMaxChars) : '',
      tone: TONES.find((t) => t === o.tone) ?? DEFAULT_OPTIONS.tone,
      soundtrack: SOUNDTRACKS.find((s) => s === o.soundtrack) ?? DEFAULT_OPTIONS.soundtrack,
      aspectRatio: ASPECT_RATIOS.find((a) => a === o.aspectRatio) ?? DEFAULT_OPTIONS.aspectRatio,
      durationS:
        Number.isInteger(duration) &&
        duration >= LIMITS.durationMinS &&
        duration <= LIMITS.durationMaxS
          ? duration
          : DEFAULT_OPTIONS.durationS,
    },
  };
}
