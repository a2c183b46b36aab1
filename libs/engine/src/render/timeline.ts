/** A span of the clip in seconds. */
export interface Span {
  start: number;
  end: number;
}

export interface Timeline {
  durationS: number;
  intro: Span;
  /** One span per phrase. */
  phrases: Span[];
  endCard: Span;
}

/** Shortest beat at speed 1: under it a phrase flashes by. */
const MIN_PHRASE_S = 0.95;

/**
 * The end card's length: the last 2 s of an 8 s clip (every contact readable for 1.5 s after the
 * rows settle), a little over 1 s of a 4 s one, where the beats need the time.
 */
export function endCardSeconds(durationS: number): number {
  return clamp(durationS * 0.25, 1.2, 2);
}

function introSeconds(durationS: number, phraseCount: number, speed: number): number {
  return clamp(durationS * (phraseCount > 0 ? 0.24 : 0.8), 1.1, 2.2 / Math.sqrt(speed));
}

/** The time between the title and the end card, and how many beats it holds at most. */
export function phraseRoom(durationS: number, speed: number): { seconds: number; beats: number } {
  const seconds = Math.max(
    0,
    durationS - endCardSeconds(durationS) - introSeconds(durationS, 1, speed),
  );
  return { seconds, beats: Math.floor(seconds / (MIN_PHRASE_S / Math.sqrt(speed))) };
}

/**
 * Splits the clip into beats: the title, one beat per phrase, then the end card. Calm clips give
 * each beat more air. Phrases share the middle of the clip in proportion to their length (`weights`,
 * in characters), each getting at least a third of an even share.
 */
export function buildTimeline(
  durationS: number,
  phraseCount: number,
  speed: number,
  weights: number[] = [],
): Timeline {
  const endCardS = endCardSeconds(durationS);
  const introS = introSeconds(durationS, phraseCount, speed);
  const middleS = Math.max(0, durationS - endCardS - introS);
  const intro = { start: 0, end: phraseCount > 0 ? introS : durationS - endCardS };
  const even = phraseCount > 0 ? 1 / phraseCount : 0;
  const raw = Array.from({ length: phraseCount }, (_, index) => weights[index] ?? 1);
  const sum = raw.reduce((total, weight) => total + weight, 0) || 1;
  const shares = raw.map((weight) => Math.max(weight / sum, even / 3));
  const shareSum = shares.reduce((total, share) => total + share, 0) || 1;
  const phrases: Span[] = [];
  let start = intro.end;
  for (const share of shares) {
    const end = start + (middleS * share) / shareSum;
    phrases.push({ start, end });
    start = end;
  }
  return { durationS, intro, phrases, endCard: { start: durationS - endCardS, end: durationS } };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
