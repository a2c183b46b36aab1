import { DEFAULT_VIDEO_TITLE, LIMITS, TONES, type Locale, type Tone } from '@cena/contracts';
import { titleFromPrompt, planStoryboard } from '@cena/engine';
import type { RenderBrand } from '../../../generation/providers/video-provider';
import type { PromptBrand } from '../prompt-engine';
import { LOOK_SENTENCES, STORYBOARD_LABELS } from './templates/local-looks';

const QUOTES: Readonly<Record<Locale, readonly [string, string]>> = {
  'pt-BR': ['“', '”'],
  'en-US': ['“', '”'],
  'es-ES': ['«', '»'],
  'fr-FR': ['« ', ' »'],
  'de-DE': ['„', '“'],
};

/** The kit's words as a render plans them (its colours change no word, so none are needed). */
function storyBrand(brand: PromptBrand | undefined): RenderBrand | undefined {
  if (brand === undefined) return undefined;
  const { businessName, ...contacts } = brand;
  return { ...(businessName ? { businessName } : {}), contacts, colors: [] };
}

/**
 * A proposal for the local engine: the look it will draw, then the customer's words as each beat
 * will show them and the end card, planned by the renderer's own storyboard (an 8 s clip), a
 * line each. With a brand kit, the end card is the one the render draws from it: the kit's name
 * when the prompt names no business, and the kit's contacts after the prompt's.
 */
export function composeStoryboardProposal(
  prompt: string,
  locale: Locale,
  tone: Tone,
  brand?: PromptBrand,
): string {
  const board = planStoryboard({
    mode: 'text',
    prompt,
    title: titleFromPrompt(prompt, DEFAULT_VIDEO_TITLE),
    durationS: LIMITS.durationDefaultS,
    tone,
    soundtrack: 'energetic',
    magicExpansion: false,
    watermark: false,
    seed: 0,
    brand: storyBrand(brand),
  });
  const [open, close] = QUOTES[locale];
  const quote = (text: string) => `${open}${text}${close}`;
  const labels = STORYBOARD_LABELS[locale];
  const end = [board.endTitle, board.callToAction, ...board.contacts.map((c) => c.text)];
  const compose = (beats: string[]) =>
    `${LOOK_SENTENCES[tone][locale]}.\n${labels.scenes}: ${[board.title, ...beats].map(quote).join(' → ')}.\n` +
    `${labels.end}: ${end.map(quote).join(' · ')}.`;
  let shown = board.phrases.length;
  let text = compose(board.phrases);
  // Only a prompt of nothing but long facts gets here; the clip itself still shows them all.
  while (text.length > LIMITS.promptMaxChars && shown > 0) {
    shown -= 1;
    text = compose([...board.phrases.slice(0, shown), '…']);
  }
  return text.slice(0, LIMITS.promptMaxChars);
}

/** The look a local-engine proposal names, in whichever language it was written. */
export function lookOf(proposal: string): Tone | undefined {
  const text = proposal.trim();
  return TONES.find((tone) =>
    Object.values(LOOK_SENTENCES[tone]).some((sentence) => text.startsWith(sentence)),
  );
}

/** The looks in the order proposals take them: the brief's own first. */
export function looksFrom(first: Tone): Tone[] {
  return [first, ...TONES.filter((tone) => tone !== first)];
}
