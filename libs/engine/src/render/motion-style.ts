import type { Soundtrack, Tone } from '@cena/contracts';

/** How a clip moves, from its tone and soundtrack. */
export interface MotionStyle {
  /** Multiplies every animation's pace (entrances, drifts, camera). */
  speed: number;
  /** Overshooting, bouncing entrances (fun tone, animated soundtrack). */
  bounce: boolean;
  /** Left-aligned, unrotated, rectilinear layouts (professional). */
  straight: boolean;
  /** A warm glow behind the words and rising light motes (inspiring). */
  glow: boolean;
  /** Muted, spacious typography and slow fades (elegant). */
  refined: boolean;
  /** Largest tilt of a text block, in radians. */
  tilt: number;
}

const SOUNDTRACK_SPEED: Record<Soundtrack, number> = {
  calm: 0.72,
  none: 1,
  animated: 1.1,
  energetic: 1.3,
};

const TONE_SPEED: Record<Tone, number> = {
  professional: 1,
  fun: 1.1,
  inspiring: 0.95,
  elegant: 0.85,
};

export function buildMotionStyle(tone: Tone, soundtrack: Soundtrack): MotionStyle {
  return {
    speed: SOUNDTRACK_SPEED[soundtrack] * TONE_SPEED[tone],
    bounce: tone === 'fun' || soundtrack === 'animated',
    straight: tone === 'professional',
    glow: tone === 'inspiring',
    refined: tone === 'elegant',
    tilt: tone === 'fun' ? 0.05 : 0,
  };
}
