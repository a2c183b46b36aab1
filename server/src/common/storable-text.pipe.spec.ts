import { DomainError } from './domain-error';
import { findUnstorableText, isUnstorableText, StorableTextPipe } from './storable-text.pipe';

describe('isUnstorableText', () => {
  it('flags NUL and lone surrogates, and nothing else', () => {
    expect(isUnstorableText('\u0000')).toBe(true);
    expect(isUnstorableText('abc\u0000def')).toBe(true);
    expect(isUnstorableText('\uD800')).toBe(true);
    expect(isUnstorableText('a\uDC00b')).toBe(true);
    expect(isUnstorableText('\uDC00\uD800')).toBe(true);
    expect(isUnstorableText('pão de queijo 🧀 – R$ 4,50')).toBe(false);
    expect(isUnstorableText('\u0001\u001f\uFFFF')).toBe(false);
    expect(isUnstorableText('')).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('names the field, inside objects and arrays', () => {
    expect(findUnstorableText({ userPrompt: '\u0000' }, '')).toBe('userPrompt');
    expect(findUnstorableText({ messages: [{ content: 'ok' }, { content: 'x\uD83D' }] }, '')).toBe(
      'messages[1].content',
    );
    expect(findUnstorableText('\u0000', 'id')).toBe('id');
    expect(findUnstorableText({ ['bad\u0000key']: 1 }, '')).toBe('body');
    expect(findUnstorableText({ nested: { ['k\u0000']: 1 } }, '')).toBe('nested');
  });

  it('passes clean values of any shape and depth', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 100_000; level++) deep = { a: deep };
    expect(findUnstorableText(deep, '')).toBeUndefined();
    expect(findUnstorableText([1, null, true, { a: ['b'] }], '')).toBeUndefined();
    expect(findUnstorableText(Buffer.from([0, 0xd8, 0]), '')).toBeUndefined();
    expect(findUnstorableText(undefined, '')).toBeUndefined();
  });
});

describe('StorableTextPipe', () => {
  const pipe = new StorableTextPipe();

  it('answers invalid_text naming the field of a body, query or param', () => {
    const error = (() => {
      try {
        pipe.transform({ title: 'a\u0000' }, { type: 'body' });
      } catch (caught) {
        return caught as DomainError;
      }
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect(error?.code).toBe('invalid_text');
    expect(error?.details.fields).toEqual(['title']);
    expect(() => pipe.transform('\uDFFF', { type: 'param', data: 'id' })).toThrow(DomainError);
    expect(() => pipe.transform('\u0000', { type: 'query' })).toThrow(DomainError);
  });

  it('returns clean values unchanged and leaves custom parameters alone', () => {
    const body = { prompt: 'ok' };
    expect(pipe.transform(body, { type: 'body' })).toBe(body);
    const user = { name: '\u0000' };
    expect(pipe.transform(user, { type: 'custom' })).toBe(user);
  });
});
