import { extractFacts, type FactKind } from '../facts/fact-extractor';

export interface TextSpan {
  start: number;
  end: number;
}

/** Facts drawn on an accent pill: the numbers and contacts a viewer looks for. */
const HIGHLIGHTED: ReadonlySet<FactKind> = new Set([
  'price',
  'percent',
  'date',
  'time',
  'phone',
  'handle',
  'hashtag',
  'url',
  'email',
  'offer',
]);

/** Where the highlighted facts (prices, dates, times, contacts, offers) sit in a beat's text. */
export function findHighlights(text: string): TextSpan[] {
  const spans: TextSpan[] = [];
  let from = 0;
  for (const fact of extractFacts(text)) {
    if (!HIGHLIGHTED.has(fact.kind)) continue;
    const start = text.indexOf(fact.text, from);
    if (start < 0) continue;
    spans.push({ start, end: start + fact.text.length });
    from = start + fact.text.length;
  }
  return spans;
}
