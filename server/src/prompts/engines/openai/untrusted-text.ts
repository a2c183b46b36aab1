/**
 * The tags that fence the user's words inside the request. The user's text can never open or
 * close one: every occurrence is removed before the text is wrapped.
 */
export const DELIMITER_TAGS = [
  'user_prompt',
  'previous_proposal',
  'approved_prompt',
  'conversation',
  'user_message',
  'assistant_message',
  'brand_kit',
] as const;
export type DelimiterTag = (typeof DELIMITER_TAGS)[number];

const DELIMITER_PATTERN = new RegExp(`<\\s*/?\\s*(?:${DELIMITER_TAGS.join('|')})\\b[^>]*>`, 'giu');

/** Strips delimiter tags (repeatedly: "<user_<user_prompt>prompt>" must not survive) and caps length. */
export function sanitiseUntrusted(text: string, maxChars: number): string {
  let current = text;
  let previous: string;
  do {
    previous = current;
    current = current.replace(DELIMITER_PATTERN, '');
  } while (current !== previous);
  return current.trim().slice(0, maxChars);
}

export function fence(tag: DelimiterTag, text: string, maxChars: number): string {
  return `<${tag}>\n${sanitiseUntrusted(text, maxChars)}\n</${tag}>`;
}
