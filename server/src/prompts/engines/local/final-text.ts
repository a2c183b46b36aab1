import { LIMITS } from '@cena/contracts';

import { collapseWhitespace, type Fact } from '@cena/engine';

/**
 * Tidies an approved prompt for the record: single spaces, a capital at the start (unless the
 * text opens with a fact such as "iPhone"), closing punctuation, and at most the product limit,
 * cut at a sentence end when one is near.
 */
export function tidyFinalPrompt(text: string, facts: Fact[]): string {
  let tidy = collapseWhitespace(text);
  const opensWithFact = facts.some((fact) => tidy.startsWith(fact.text));
  if (!opensWithFact && /^\p{Ll}/u.test(tidy)) {
    tidy = tidy.charAt(0).toLocaleUpperCase() + tidy.slice(1);
  }
  if (tidy !== '' && !/[.!?…"»”)]$/u.test(tidy)) tidy = `${tidy}.`;
  if (tidy.length <= LIMITS.promptMaxChars) return tidy;
  const head = tidy.slice(0, LIMITS.promptMaxChars);
  const sentenceEnd = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('! '),
    head.lastIndexOf('? '),
  );
  if (sentenceEnd > LIMITS.promptMaxChars / 2) return head.slice(0, sentenceEnd + 1);
  return `${head.slice(0, LIMITS.promptMaxChars - 1).replace(/\s+\S*$/u, '')}…`;
}
