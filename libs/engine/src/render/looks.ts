import type { Category, Tone } from '@cena/contracts';
import { FONT } from './fonts';

/** The shape the poster's card takes (see PosterPanel). */
export type PanelShape = 'ruled' | 'round' | 'blob' | 'outline' | 'slant' | 'burst' | 'grid';

/** A look: the type, the card's shape and what stands behind the object. */
export interface Look {
  name: 'offer' | 'food' | 'elegant' | 'sport' | 'playful' | 'clean' | 'tech' | 'party';
  /** The display face of the title and the beats; Inter and the emoji font back it up. */
  heading: string;
  panel: PanelShape;
}

/**
 * Each look and its second variant: the same family (a bakery stays warm and round), another
 * face or card, so two videos of one business need not look the same.
 */
const LOOKS: Readonly<Record<Look['name'], readonly [Look, Look]>> = {
  offer: [
    { name: 'offer', heading: FONT.condensed, panel: 'burst' },
    { name: 'offer', heading: FONT.condensed, panel: 'slant' },
  ],
  food: [
    { name: 'food', heading: FONT.rounded, panel: 'blob' },
    { name: 'food', heading: FONT.rounded, panel: 'round' },
  ],
  elegant: [
    { name: 'elegant', heading: FONT.serif, panel: 'outline' },
    { name: 'elegant', heading: FONT.serif, panel: 'round' },
  ],
  sport: [
    { name: 'sport', heading: FONT.condensed, panel: 'slant' },
    { name: 'sport', heading: FONT.grotesk, panel: 'slant' },
  ],
  playful: [
    { name: 'playful', heading: FONT.rounded, panel: 'round' },
    { name: 'playful', heading: FONT.rounded, panel: 'blob' },
  ],
  clean: [
    { name: 'clean', heading: FONT.heading, panel: 'ruled' },
    { name: 'clean', heading: FONT.grotesk, panel: 'ruled' },
  ],
  tech: [
    { name: 'tech', heading: FONT.grotesk, panel: 'grid' },
    { name: 'tech', heading: FONT.heading, panel: 'grid' },
  ],
  party: [
    { name: 'party', heading: FONT.rounded, panel: 'burst' },
    { name: 'party', heading: FONT.heading, panel: 'burst' },
  ],
};

const BY_CATEGORY: Readonly<Record<Category, Look['name']>> = {
  retail: 'offer',
  fashion: 'offer',
  barber: 'sport',
  food: 'food',
  bakery: 'food',
  beauty: 'elegant',
  fitness: 'sport',
  education: 'playful',
  pets: 'playful',
  health: 'clean',
  real_estate: 'clean',
  generic: 'clean',
  tech: 'tech',
  events: 'party',
};

/**
 * The look of a clip, by its business and its tone: a bakery's is warm and round, a gym's
 * condensed and slanted, a salon's a serif in an outline. An elegant tone dresses any business
 * in the serif; a wedding (events, inspiring or elegant) too. `seed` chooses one of the look's
 * two variants.
 */
export function lookFor(category: Category, tone: Tone, seed = 0): Look {
  const family =
    tone === 'elegant' || (category === 'events' && tone === 'inspiring')
      ? 'elegant'
      : BY_CATEGORY[category];
  // The video's seed picks the variant: a re-render of the same video looks the same.
  return LOOKS[family][Math.abs(Math.trunc(seed)) % 2];
}
