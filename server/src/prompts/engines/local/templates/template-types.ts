import type { Locale, Tone } from '@cena/contracts';

/** One text per UI language; the engine answers in the language the request names. */
export type Localized = Readonly<Record<Locale, string>>;

/** The three points of view a proposal can take; alternatives rotate through them. */
export const ANGLES = ['hero', 'people', 'craft'] as const;
export type Angle = (typeof ANGLES)[number];

/** What a video is for; it picks the opening frame of the brief and the English subject. */
export const INTENTS = [
  'promotion',
  'launch',
  'event',
  'hours',
  'institutional',
  'testimonial',
  'tutorial',
] as const;
export type Intent = (typeof INTENTS)[number];

export interface SceneTemplate {
  /** Opening shot, camera movement and action, in the second person. */
  scene: Localized;
  /** Lighting; the en-US text doubles as the English prompt's Lighting line. */
  light: Localized;
  /** The English prompt's lines for this scene. */
  en: { subject: string; setting: string; action: string; camera: string };
}

export interface CategoryTemplates {
  /** Short tag naming the category ("padaria"). */
  label: Localized;
  /** Mood word used as a tag when the user named no tone ("aconchegante"). */
  vibe: Localized;
  defaultTone: Tone;
  scenes: Readonly<Record<Angle, SceneTemplate>>;
}

/** Three numbered variants of one kind of sentence (style, soundtrack, hook). */
export type Variants<T> = readonly [T, T, T];

export interface ToneTemplates {
  label: Localized;
  styles: Variants<Localized>;
  mood: Localized;
  audio: Variants<Localized>;
}
