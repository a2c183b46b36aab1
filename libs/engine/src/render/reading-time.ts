/**
 * How long a beat must stay on screen to be read, and how the time between the title and the end
 * card is shared among the beats.
 *
 * Subtitle guides hold adult viewers to about 3 words a second (BBC: 160–180 words a minute;
 * Netflix's 17 characters a second is the same pace for Portuguese's ~5.5 characters a word).
 * A beat also has to be noticed first: it enters with a motion and replaces the one before, and
 * the same guides never show a subtitle for under about a second. So a beat gets at least
 * MIN_BEAT_S, and one word in WORDS_PER_SECOND more as it grows: 'Centro' 1.2 s, 'Sonho de
 * creme a R$ 4,50' 2 s, 'seg a sex das 6h às 22h' 2.3 s. The pace does not change with the
 * soundtrack: a viewer reads no faster to energetic music.
 */
export const WORDS_PER_SECOND = 4;

export const NOTICE_S = 0.3;

/** The shortest time any beat is on screen, however few its words. */
export const MIN_BEAT_S = 1.2;

/** Words a viewer reads: runs with a letter or digit ('R$', '4,50', 'às'); emoji and signs are seen, not read. */
export function wordCount(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The time `text` needs on screen to be read. */
export function readingSeconds(text: string): number {
  return Math.max(MIN_BEAT_S, NOTICE_S + wordCount(text) / WORDS_PER_SECOND);
}

/** How many beats fit `roomSeconds` when each stays at least MIN_BEAT_S (at least one). */
export function maxBeatsIn(roomSeconds: number): number {
  return Math.max(1, Math.floor(roomSeconds / MIN_BEAT_S + 1e-9));
}

/**
 * The seconds each beat gets of `roomSeconds`: its reading time and a share of what is left over,
 * in proportion to that time. When the beats need more than the room (a clip too short for the
 * facts it must show), each keeps MIN_BEAT_S and the rest of the room goes in proportion to what
 * it needs beyond that.
 */
export function allotSeconds(texts: readonly string[], roomSeconds: number): number[] {
  const needs = texts.map(readingSeconds);
  const total = needs.reduce((sum, need) => sum + need, 0);
  if (texts.length === 0) return [];
  if (total <= roomSeconds) return needs.map((need) => (need * roomSeconds) / total);
  const floor = Math.min(MIN_BEAT_S, roomSeconds / texts.length);
  const extra = needs.map((need) => need - floor);
  const extraTotal = extra.reduce((sum, value) => sum + value, 0);
  const left = roomSeconds - floor * texts.length;
  return extra.map((value) =>
    extraTotal > 0 ? floor + (left * value) / extraTotal : roomSeconds / texts.length,
  );
}
