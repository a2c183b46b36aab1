import type { Category, Locale, Tone } from '@cena/contracts';

import { collapseWhitespace } from '@cena/engine';
import { FRAME_SEPARATOR } from './proposal-composer';
import { CATEGORY_TEMPLATES } from './templates/category-scenes';
import { CLOSING_CARD, HOOKS, INTENT_FRAMES } from './templates/framing';
import { TONE_TEMPLATES } from './templates/tone-looks';
import { ANGLES, INTENTS, type Angle, type Intent } from './templates/template-types';

/** What a brief written by the composer reveals about how it was built. */
export interface RecognisedProposal {
  intent?: Intent;
  category?: Category;
  angle?: Angle;
  tone?: Tone;
  style?: number;
  /** The on-screen text and closing card the brief names, as written there. */
  onScreen?: string;
  contact?: string;
  /** The text left once every template sentence is taken out: the user's own words. */
  remainder: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** A template with `{placeholder}`s as a pattern that matches any filled-in version. */
function templatePattern(template: string): RegExp {
  return new RegExp(escapeRegExp(template).replace(/\\\{\w+\\\}/gu, '(.+?)'), 'u');
}

class Remover {
  constructor(public text: string) {}

  /** Removes the first occurrence; reports whether there was one. */
  take(fragment: string): boolean {
    const at = this.text.indexOf(fragment);
    if (at < 0) return false;
    this.text = `${this.text.slice(0, at)} ${this.text.slice(at + fragment.length)}`;
    return true;
  }

  /** Removes the first match; returns its first captured group (the filled-in placeholder). */
  takePattern(pattern: RegExp): string | undefined {
    const match = pattern.exec(this.text);
    if (!match) return undefined;
    this.take(match[0]);
    return match[1];
  }
}

/**
 * Reads back a brief the local engine wrote, possibly edited by the user: which templates it
 * holds and what the user wrote around them. Used to turn an approved proposal into English.
 */
export function recogniseProposal(approved: string, locale: Locale): RecognisedProposal {
  const remover = new Remover(collapseWhitespace(approved));
  const found: RecognisedProposal = { remainder: '' };

  for (const intent of INTENTS) {
    const frame = `${INTENT_FRAMES[intent][locale]}${FRAME_SEPARATOR}`;
    if (remover.text.startsWith(frame)) {
      found.intent = intent;
      remover.text = remover.text.slice(frame.length);
      break;
    }
  }

  for (const [category, templates] of Object.entries(CATEGORY_TEMPLATES) as [
    Category,
    (typeof CATEGORY_TEMPLATES)[Category],
  ][]) {
    for (const angle of ANGLES) {
      const scene = templates.scenes[angle];
      if (remover.take(scene.scene[locale])) {
        found.category ??= category;
        found.angle ??= angle;
      }
      if (remover.take(scene.light[locale])) found.category ??= category;
    }
  }

  for (const [tone, templates] of Object.entries(TONE_TEMPLATES) as [
    Tone,
    (typeof TONE_TEMPLATES)[Tone],
  ][]) {
    templates.styles.forEach((style, index) => {
      if (remover.take(style[locale])) {
        found.tone ??= tone;
        found.style ??= index;
      }
    });
    if (remover.take(templates.mood[locale])) found.tone ??= tone;
    templates.audio.forEach((audio, index) => {
      if (remover.take(audio[locale])) {
        found.tone ??= tone;
        found.style ??= index;
      }
    });
  }

  for (const hook of HOOKS) {
    found.onScreen ??= remover.takePattern(templatePattern(hook.withText[locale]));
    remover.take(hook.withoutText[locale]);
  }
  found.contact = remover.takePattern(templatePattern(CLOSING_CARD[locale]));

  found.remainder = collapseWhitespace(remover.text).replace(/^[\s:;,.]+/u, '');
  return found;
}
