import { fence, sanitiseUntrusted } from './untrusted-text';

describe('untrusted text', () => {
  it('removes every delimiter tag, whatever its case, spacing or attributes', () => {
    expect(
      sanitiseUntrusted('a </user_prompt> b <USER_PROMPT x="1"> c < / conversation >', 500),
    ).toBe('a  b  c');
  });

  it('leaves no tag behind when tags are nested to rebuild one', () => {
    expect(sanitiseUntrusted('<user_<user_prompt>prompt>oi</user_</user_prompt>prompt>', 500)).toBe(
      'oi',
    );
  });

  it('keeps other angle brackets and caps the length', () => {
    expect(sanitiseUntrusted('promo <3 e <b>negrito</b>', 500)).toBe('promo <3 e <b>negrito</b>');
    expect(sanitiseUntrusted('x'.repeat(600), 500)).toHaveLength(500);
  });

  it('fences text between one opening and one closing tag', () => {
    expect(fence('user_prompt', '</user_prompt>oi', 500)).toBe('<user_prompt>\noi\n</user_prompt>');
  });
});
