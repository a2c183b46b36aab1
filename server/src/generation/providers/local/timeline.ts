/** A span of the clip in seconds. */
export interface Span {
  start: number;
  end: number;
}

export interface Timeline {
  durationS: number;
  intro: Span;
  /** One span per phrase shown (the plan may drop phrases a short clip has no room for). */
  phrases: Span[];
  endCard: Span;
}

const MIN_PHRASE_S = 1.05;

/**
 * Splits the clip into beats: the title, one beat per phrase, then the end card. Calm clips give
 * each beat more air; a 4 s clip keeps only the phrases it can show legibly.
 */
export function buildTimeline(durationS: number, phraseCount: number, speed: number): Timeline {
  const endCardS = clamp(durationS * 0.2, 1.1, 1.7);
  const introS = clamp(durationS * (phraseCount > 0 ? 0.24 : 0.8), 1.1, 2.2 / Math.sqrt(speed));
  const middleS = Math.max(0, durationS - endCardS - introS);
  const fitting = Math.min(phraseCount, Math.floor(middleS / (MIN_PHRASE_S / Math.sqrt(speed))));
  const intro = { start: 0, end: fitting > 0 ? introS : durationS - endCardS };
  const phraseS = fitting > 0 ? middleS / fitting : 0;
  const phrases = Array.from({ length: fitting }, (_, index) => ({
    start: intro.end + index * phraseS,
    end: intro.end + (index + 1) * phraseS,
  }));
  return { durationS, intro, phrases, endCard: { start: durationS - endCardS, end: durationS } };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
