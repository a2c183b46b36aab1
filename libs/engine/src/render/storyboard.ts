import type { Category, Locale } from '@cena/contracts';
import { LIMITS } from '@cena/contracts';
import { detectCategory } from '../categories/category-detector';
import type { RenderRequest } from '../render-request';
import { collapseWhitespace, extractFacts, type Fact } from '../facts/fact-extractor';
import { guessLocale } from '../facts/language';
import { findCallToAction, planBeats } from './beats';
import { CHANNEL_KINDS, type ContactKind, type EndCardContact, planEndCard } from './end-card-plan';
import { frameShape, type FrameShape } from './frame-shape';
import { type Look, lookFor } from './looks';
import { buildMotionStyle, type MotionStyle } from './motion-style';
import { buildPalette, type VideoPalette } from './palette';
import { allotSeconds } from './reading-time';
import { buildTimeline, phraseRoom, type Timeline } from './timeline';
import { titleCardText } from './title-card';

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
> &
  /** 16:9 when absent; `brand`: the kit (planning reads its name, contacts and colours). */
  Partial<Pick<RenderRequest, 'aspectRatio' | 'brand'>> & {
    /** The language of the engine's words when there is no prompt to tell it (a kit's preview). */
    locale?: Locale;
  };

/** Everything decided before the first frame: words, colours, pace and beats. */
export interface Storyboard {
  input: StoryInput;
  category: Category;
  palette: VideoPalette;
  motion: MotionStyle;
  /** Type, card shape and what stands behind the object, by business and tone. */
  look: Look;
  title: string;
  /** The phrases that get a beat, in prompt order: together with the title and the end card they show every fact of the prompt. */
  phrases: string[];
  /**
   * The end card's first line: the business's name the prompt gives, else the brand kit's, else
   * the title.
   */
  endTitle: string;
  /** The main contact, else the customer's call to action, else the Cena credit on Basic. */
  endLine: string | undefined;
  /**
   * The end card's rows: every way to reach the business the prompt gives, as typed, then the
   * brand kit's the prompt does not give.
   */
  contacts: EndCardContact[];
  /** The end card's pill: the customer's call to action, else the engine's in the prompt's language. */
  callToAction: string;
  /** The contact the beats may leave to the end card (it is never left off the card). */
  mainContact: string | undefined;
  timeline: Timeline;
  shape: FrameShape;
  width: number;
  height: number;
  fps: number;
  frameCount: number;
}

export const CENA_CREDIT = 'Feito com Cena';

/** Ways to reach the business that leave the beats once the end card lists them. */
const LISTED_KINDS: ReadonlySet<ContactKind> = new Set(
  [...CHANNEL_KINDS].filter((kind) => kind !== 'address'),
);

/** Every text the clip draws: the title, the beats and the end card's rows. */
export function textsOnScreen(board: Storyboard): string[] {
  return [
    board.title,
    ...board.phrases,
    board.endTitle,
    board.endLine ?? '',
    board.callToAction,
    ...board.contacts.map((contact) => contact.text),
  ].filter(Boolean);
}

export function planStoryboard(input: StoryInput): Storyboard {
  const text = collapseWhitespace(input.prompt);
  const facts = extractFacts(text, guessLocale(text));
  const title = titleCardText(input.title, text, facts);
  const told = detectCategory(`${title} ${input.prompt}`);
  // The kit's name says what the business is when the prompt does not ('Padaria Doce Lar').
  const kitName = input.brand?.businessName;
  const category = told === 'generic' && kitName ? detectCategory(kitName) : told;
  const motion = buildMotionStyle(input.tone, input.soundtrack);
  const room = phraseRoom(input.durationS, motion.speed);
  const endCard = planEndCard({
    prompt: input.prompt,
    category,
    facts,
    typedCallToAction: findCallToAction(text, facts),
    kitContacts: input.brand?.contacts,
    locale: input.locale,
  });
  const listed = endCard.contacts
    .filter((contact) => LISTED_KINDS.has(contact.kind))
    .flatMap((contact) => contact.facts);
  const mayLeave = leavingTogether(
    endCard.contacts.filter((contact) => !LISTED_KINDS.has(contact.kind)),
    facts,
  );
  const beats = planBeats(input.prompt, title, room.seconds, {
    onEndCard: listed,
    mayLeave,
    facts,
  });
  const timeline = buildTimeline(
    input.durationS,
    beats.phrases.length,
    motion.speed,
    allotSeconds(beats.phrases, room.seconds),
  );
  const fps = LIMITS.videoFps;
  const shape = frameShape(input.aspectRatio ?? '16:9');
  return {
    input,
    category,
    palette: buildPalette(category, input.tone, input.brand?.colors),
    look: lookFor(category, input.tone, input.seed),
    motion,
    title,
    phrases: beats.phrases,
    endTitle: beats.businessName ?? (input.brand?.businessName?.trim() || title),
    endLine: beats.contact ?? beats.callToAction ?? (input.watermark ? CENA_CREDIT : undefined),
    contacts: endCard.contacts,
    callToAction: endCard.callToAction,
    mainContact: beats.contact,
    timeline,
    shape,
    width: shape.width,
    height: shape.height,
    fps,
    frameCount: Math.round(input.durationS * fps),
  };
}

/**
 * The facts of the contacts the end card lists that may leave the beats for time, grouped as
 * they belong together: a week's hours ('de segunda a sexta', 'das 7h às 12h') are one group, and
 * a beat of the days alone goes with their hours. A date stands alone: 'Neste sábado, 25/10'
 * still says when, without its hours.
 */
function leavingTogether(contacts: readonly EndCardContact[], facts: readonly Fact[]): string[][] {
  const dates = new Set(facts.filter((fact) => fact.kind === 'date').map((fact) => fact.text));
  return contacts.flatMap((contact) =>
    contact.kind === 'hours' && !contact.facts.some((fact) => dates.has(fact))
      ? [contact.facts]
      : contact.facts.map((fact) => [fact]),
  );
}
