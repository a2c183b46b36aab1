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

const LOOKS: Readonly<Record<Look['name'], Look>> = {
  offer: { name: 'offer', heading: FONT.condensed, panel: 'burst' },
  food: { name: 'food', heading: FONT.rounded, panel: 'blob' },
  elegant: { name: 'elegant', heading: FONT.serif, panel: 'outline' },
  sport: { name: 'sport', heading: FONT.condensed, panel: 'slant' },
  playful: { name: 'playful', heading: FONT.rounded, panel: 'round' },
  clean: { name: 'clean', heading: FONT.heading, panel: 'ruled' },
  tech: { name: 'tech', heading: FONT.grotesk, panel: 'grid' },
  party: { name: 'party', heading: FONT.rounded, panel: 'burst' },
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
 * in the serif; a wedding (events, inspiring or elegant) too.
 */
export function lookFor(category: Category, tone: Tone): Look {
  if (tone === 'elegant') return LOOKS.elegant;
  if (category === 'events' && tone === 'inspiring') return LOOKS.elegant;
  return LOOKS[BY_CATEGORY[category]];
}
