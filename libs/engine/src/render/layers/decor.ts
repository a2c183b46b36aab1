import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { Tone } from '@cena/contracts';
import { lighten, rgba } from '../color';
import { overlaps, type Box } from '../frame-shape';
import type { VideoPalette } from '../palette';
import type { Prng } from '../prng';
import { bakeGlow } from './sprites';

/** Motion-graphics ornaments over the backdrop; each tone has its own vocabulary. */
export interface Decor {
  draw(ctx: SKRSContext2D, time: number): void;
  /** Where its large outline shapes (the fun tone's rings) are drawn at `time`, stroke included. */
  shapesAt(time: number): Box[];
}

/** What the decor's large shapes stay clear of: the clip's object and its words. */
export interface DecorClearance {
  hero: Box;
  words: Box;
}

export interface DecorOptions {
  tone: Tone;
  palette: VideoPalette;
  width: number;
  height: number;
  speed: number;
  durationS: number;
  rng: Prng;
  /** With an object on screen: a ring that would cross it or the words moves to the nearest clear place. */
  clear?: DecorClearance;
}

export function createDecor(options: DecorOptions): Decor {
  const { palette, width, height, speed, rng } = options;
  switch (options.tone) {
    case 'fun':
      return new Confetti(palette, width, height, speed, rng, options.clear);
    case 'professional':
      return new Lines(palette, width, height, speed, options.durationS, rng);
    case 'elegant':
      return new Sparkles(palette, width, height, speed, rng);
    case 'inspiring':
      return new Motes(palette, width, height, speed, rng);
  }
}

interface Piece {
  x: number;
  y: number;
  size: number;
  spin: number;
  angle: number;
  fall: number;
  sway: number;
  color: string;
  round: boolean;
}

interface Ring {
  x: number;
  y: number;
  r: number;
  phase: number;
  color: string;
}

const RING_LINE_PX = 12;
const RING_BOB_PX = 22;

/** Everywhere a ring is drawn over the clip: its stroke, at rest and at the top of its bob. */
function ringExtent(ring: Pick<Ring, 'x' | 'y' | 'r'>): Box {
  const reach = ring.r + RING_LINE_PX / 2;
  return {
    x: ring.x - reach,
    y: ring.y - reach - RING_BOB_PX,
    width: 2 * reach,
    height: 2 * reach + RING_BOB_PX,
  };
}

/**
 * A ring that would cross the object (read as a hoop through the bread, the laptop) or the words
 * (a hoop over the price) moves to the nearest place, its centre inside the frame, clear of both:
 * often the frame's edge, where it peeks in as a half ring. Where none is, it shrinks until one is.
 */
function clearRing(ring: Ring, width: number, height: number, clear: DecorClearance): Ring {
  const extent = ringExtent(ring);
  if (!overlaps(extent, clear.hero) && !overlaps(extent, clear.words)) return ring;
  const step = 10;
  for (const scale of [1, 0.8, 0.6, 0.45]) {
    const r = Math.round(ring.r * scale);
    let best: { x: number; y: number; distance: number } | undefined;
    for (let y = 0; y <= height; y += step) {
      for (let x = 0; x <= width; x += step) {
        const moved = ringExtent({ x, y, r });
        if (overlaps(moved, clear.hero) || overlaps(moved, clear.words)) continue;
        const distance = Math.hypot(x - ring.x, y - ring.y);
        if (!best || distance < best.distance) best = { x, y, distance };
      }
    }
    if (best) return { ...ring, x: best.x, y: best.y, r };
  }
  // Nowhere clear at all: no ring rather than one through the object.
  return { ...ring, r: 0 };
}

/** Fun: confetti tumbling down and big rings bobbing. */
class Confetti implements Decor {
  private readonly pieces: Piece[];
  private readonly rings: Ring[];

  constructor(
    palette: VideoPalette,
    private readonly width: number,
    private readonly height: number,
    private readonly speed: number,
    rng: Prng,
    clear: DecorClearance | undefined,
  ) {
    const colors = [palette.accent, palette.glow, '#FFFFFF', lighten(palette.accent, 0.4)];
    this.pieces = Array.from({ length: 28 }, () => ({
      x: rng.range(0, width),
      y: rng.range(0, height),
      size: rng.range(9, 18),
      spin: rng.range(-3, 3),
      angle: rng.range(0, Math.PI * 2),
      fall: rng.range(60, 130),
      sway: rng.range(10, 30),
      color: rng.pick(colors),
      round: rng.next() < 0.35,
    }));
    this.rings = [
      { x: width * 0.1, y: height * 0.2, r: 70, phase: rng.range(0, 6), color: palette.accent },
      { x: width * 0.9, y: height * 0.72, r: 95, phase: rng.range(0, 6), color: palette.glow },
      { x: width * 0.84, y: height * 0.12, r: 36, phase: rng.range(0, 6), color: '#FFFFFF' },
    ]
      .map((ring) => (clear ? clearRing(ring, width, height, clear) : ring))
      .filter((ring) => ring.r > 0);
  }

  private bob(ring: Ring, time: number): number {
    return Math.abs(Math.sin(ring.phase + time * this.speed * 2.2)) * RING_BOB_PX;
  }

  shapesAt(time: number): Box[] {
    return this.rings.map((ring) => {
      const reach = ring.r + RING_LINE_PX / 2;
      const y = ring.y - this.bob(ring, time);
      return { x: ring.x - reach, y: y - reach, width: 2 * reach, height: 2 * reach };
    });
  }

  draw(ctx: SKRSContext2D, time: number): void {
    const t = time * this.speed;
    ctx.lineWidth = RING_LINE_PX;
    for (const ring of this.rings) {
      ctx.strokeStyle = rgba(ring.color, 0.4);
      ctx.beginPath();
      ctx.arc(ring.x, ring.y - this.bob(ring, time), ring.r, 0, Math.PI * 2);
      ctx.stroke();
    }
    const span = this.height + 60;
    for (const piece of this.pieces) {
      const y = ((piece.y + t * piece.fall) % span) - 30;
      const x = piece.x + Math.sin(t * 1.7 + piece.angle) * piece.sway;
      ctx.fillStyle = piece.color;
      if (piece.round) {
        ctx.beginPath();
        ctx.arc(x, y, piece.size * 0.38, 0, Math.PI * 2);
        ctx.fill();
        continue;
      }
      const angle = piece.angle + t * piece.spin;
      // Tumbling: the visible height shrinks and grows as the piece turns.
      const flip = Math.cos(angle * 1.3);
      ctx.setTransform(
        Math.cos(angle),
        Math.sin(angle),
        -Math.sin(angle) * flip,
        Math.cos(angle) * flip,
        x,
        y,
      );
      ctx.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
  }
}

/** Professional: straight rules sliding in parallel and a dotted grid drifting. */
class Lines implements Decor {
  private readonly rules: {
    y: number;
    length: number;
    offset: number;
    rate: number;
    alpha: number;
  }[];
  private readonly dots: { x: number; y: number };

  constructor(
    private readonly palette: VideoPalette,
    private readonly width: number,
    private readonly height: number,
    private readonly speed: number,
    private readonly durationS: number,
    rng: Prng,
  ) {
    this.rules = Array.from({ length: 6 }, (_, index) => ({
      y: height * (0.1 + index * 0.16) + rng.range(-12, 12),
      length: rng.range(180, 420),
      offset: rng.range(0, width),
      rate: rng.range(40, 90) * (index % 2 === 0 ? 1 : -1),
      alpha: rng.range(0.12, 0.22),
    }));
    this.dots = { x: width * 0.8, y: height * 0.1 };
  }

  draw(ctx: SKRSContext2D, time: number): void {
    const t = time * this.speed;
    const span = this.width + 500;
    ctx.fillStyle = '#FFFFFF';
    for (const rule of this.rules) {
      const x = ((((rule.offset + t * rule.rate) % span) + span) % span) - 420;
      ctx.globalAlpha = rule.alpha;
      ctx.fillRect(x, rule.y, rule.length, 2);
    }
    ctx.globalAlpha = 0.28;
    const drift = Math.sin(t * 0.4) * 14;
    for (let row = 0; row < 6; row++) {
      for (let col = 0; col < 8; col++) {
        ctx.fillRect(this.dots.x + col * 22 + drift, this.dots.y + row * 22, 4, 4);
      }
    }
    ctx.globalAlpha = 1;
    // A timeline rule along the bottom edge: the clip's own progress, a corporate touch.
    ctx.fillStyle = this.palette.accent;
    ctx.fillRect(0, this.height - 6, this.width * Math.min(1, time / this.durationS), 6);
  }

  shapesAt(): Box[] {
    return [];
  }
}

/** Elegant: fine concentric arcs turning slowly and sparkles that breathe. */
class Sparkles implements Decor {
  private readonly stars: { x: number; y: number; size: number; phase: number }[];

  constructor(
    private readonly palette: VideoPalette,
    private readonly width: number,
    private readonly height: number,
    private readonly speed: number,
    rng: Prng,
  ) {
    this.stars = Array.from({ length: 16 }, () => ({
      x: rng.range(40, width - 40),
      y: rng.range(30, height - 30),
      size: rng.range(5, 12),
      phase: rng.range(0, Math.PI * 2),
    }));
  }

  draw(ctx: SKRSContext2D, time: number): void {
    const t = time * this.speed;
    const cx = this.width / 2;
    const cy = this.height / 2;
    ctx.strokeStyle = rgba(this.palette.accent, 0.4);
    ctx.lineWidth = 1.5;
    for (let ring = 0; ring < 2; ring++) {
      const radius = 300 + ring * 44;
      const start = t * (ring === 0 ? 0.25 : -0.18);
      ctx.beginPath();
      ctx.arc(cx, cy, radius, start, start + Math.PI * 1.45);
      ctx.stroke();
    }
    ctx.fillStyle = lighten(this.palette.accent, 0.5);
    for (const star of this.stars) {
      const pulse = 0.5 + 0.5 * Math.sin(star.phase + t * 1.6);
      const size = star.size * (0.35 + 0.65 * pulse);
      ctx.globalAlpha = 0.25 + 0.6 * pulse;
      ctx.beginPath();
      ctx.moveTo(star.x, star.y - size);
      ctx.quadraticCurveTo(star.x, star.y, star.x + size, star.y);
      ctx.quadraticCurveTo(star.x, star.y, star.x, star.y + size);
      ctx.quadraticCurveTo(star.x, star.y, star.x - size, star.y);
      ctx.quadraticCurveTo(star.x, star.y, star.x, star.y - size);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
  }

  /** Its arcs are hairlines round the frame's centre, part of the ground rather than shapes. */
  shapesAt(): Box[] {
    return [];
  }
}

/** Inspiring: light rays turning behind the words and motes rising like embers. */
class Motes implements Decor {
  private readonly mote: Canvas;
  private readonly motes: {
    x: number;
    y: number;
    size: number;
    rise: number;
    sway: number;
    alpha: number;
  }[];

  constructor(
    private readonly palette: VideoPalette,
    private readonly width: number,
    private readonly height: number,
    private readonly speed: number,
    rng: Prng,
  ) {
    this.mote = bakeGlow('#FFFFFF', 64);
    this.motes = Array.from({ length: 30 }, () => ({
      x: rng.range(0, width),
      y: rng.range(0, height),
      size: rng.range(10, 34),
      rise: rng.range(30, 80),
      sway: rng.range(0, Math.PI * 2),
      alpha: rng.range(0.35, 0.85),
    }));
  }

  draw(ctx: SKRSContext2D, time: number): void {
    const t = time * this.speed;
    const cx = this.width / 2;
    const cy = this.height * 1.05;
    ctx.fillStyle = rgba(this.palette.glow, 0.07);
    for (let ray = 0; ray < 9; ray++) {
      const angle = -Math.PI / 2 + (ray - 4) * 0.27 + Math.sin(t * 0.3) * 0.08;
      ctx.beginPath();
      ctx.moveTo(cx, cy);
      ctx.lineTo(cx + Math.cos(angle - 0.06) * 1400, cy + Math.sin(angle - 0.06) * 1400);
      ctx.lineTo(cx + Math.cos(angle + 0.06) * 1400, cy + Math.sin(angle + 0.06) * 1400);
      ctx.closePath();
      ctx.fill();
    }
    const span = this.height + 80;
    for (const mote of this.motes) {
      const y = span - ((this.height - mote.y + t * mote.rise) % span) - 40;
      const x = mote.x + Math.sin(mote.sway + t * 0.9) * 16;
      ctx.globalAlpha = mote.alpha * Math.min(1, y / (this.height * 0.3));
      ctx.drawImage(this.mote, x - mote.size / 2, y - mote.size / 2, mote.size, mote.size);
    }
    ctx.globalAlpha = 1;
  }

  shapesAt(): Box[] {
    return [];
  }
}
