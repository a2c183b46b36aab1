/**
 * Every match of a global pattern in `text`, as `text.matchAll(pattern)` gives them, but run by
 * the pattern itself. `matchAll` runs a copy of the pattern, and V8 compiles each copy's code
 * anew once its compilation cache has let the source go, which it does between renders: the fact
 * detectors and the object lexicon then cost a render 95–125 ms of compiling instead of 1–5 ms
 * (see docs/decisions.md, stop 39). A pattern kept in a module constant keeps its code.
 */
export function matchesOf(pattern: RegExp, text: string): RegExpExecArray[] {
  if (!pattern.global) throw new TypeError(`matchesOf needs a global pattern: ${pattern}`);
  const matches: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    matches.push(match);
    // An empty match would be found again at the same place.
    if (match[0] === '')
      pattern.lastIndex += pattern.unicode ? codePointLength(text, match.index) : 1;
  }
  pattern.lastIndex = 0;
  return matches;
}

function codePointLength(text: string, at: number): number {
  const code = text.codePointAt(at);
  return code !== undefined && code > 0xffff ? 2 : 1;
}
