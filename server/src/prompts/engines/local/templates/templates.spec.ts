import { CATEGORIES, LOCALES, TONES, type Category, type Locale } from '@cena/contracts';

import { categoriesMentioned, extractFacts } from '@cena/engine';
import { detectTone } from '../brief-analysis';
import { CATEGORY_TEMPLATES } from './category-scenes';
import { CHAT_TEXTS } from './chat-texts';
import { CLOSING_CARD, HOOKS, INTENT_FRAMES } from './framing';
import { ANGLES, INTENTS } from './template-types';
import { TONE_TEMPLATES } from './tone-looks';

interface Sample {
  where: string;
  locale: Locale;
  text: string;
  category?: Category;
}

function sceneSamples(): Sample[] {
  return CATEGORIES.flatMap((category) =>
    ANGLES.flatMap((angle) => {
      const scene = CATEGORY_TEMPLATES[category].scenes[angle];
      const localized = LOCALES.flatMap((locale) => [
        { where: `${category}.${angle}.scene`, locale, text: scene.scene[locale], category },
        { where: `${category}.${angle}.light`, locale, text: scene.light[locale], category },
      ]);
      const english = Object.entries(scene.en).map(([field, text]) => ({
        where: `${category}.${angle}.en.${field}`,
        locale: 'en-US' as const,
        text,
        category,
      }));
      return [...localized, ...english];
    }),
  );
}

function sharedSamples(): Sample[] {
  const samples: Sample[] = [];
  for (const locale of LOCALES) {
    for (const tone of TONES) {
      const templates = TONE_TEMPLATES[tone];
      templates.styles.forEach((style, index) =>
        samples.push({ where: `${tone}.style${index}`, locale, text: style[locale] }),
      );
      templates.audio.forEach((audio, index) =>
        samples.push({ where: `${tone}.audio${index}`, locale, text: audio[locale] }),
      );
      samples.push({ where: `${tone}.mood`, locale, text: templates.mood[locale] });
    }
    HOOKS.forEach((hook, index) => {
      samples.push({ where: `hook${index}.withoutText`, locale, text: hook.withoutText[locale] });
    });
  }
  return samples;
}

describe('prompt templates', () => {
  it('never name another category: a brief built from them is still read as its own category', () => {
    const strays = sceneSamples()
      .map((sample) => ({
        ...sample,
        others: categoriesMentioned(sample.text).filter((found) => found !== sample.category),
      }))
      .filter((sample) => sample.others.length > 0)
      .map((sample) => `${sample.where} [${sample.locale}] → ${sample.others.join(', ')}`);
    const sharedStrays = sharedSamples()
      .filter((sample) => categoriesMentioned(sample.text).length > 0)
      .map(
        (sample) =>
          `${sample.where} [${sample.locale}] → ${categoriesMentioned(sample.text).join(', ')}`,
      );

    expect([...strays, ...sharedStrays]).toEqual([]);
  });

  it('open with frames that carry no facts (they are stripped before the category is read)', () => {
    for (const locale of LOCALES) {
      for (const intent of INTENTS) {
        expect(extractFacts(INTENT_FRAMES[intent][locale], locale)).toEqual([]);
      }
    }
  });

  it('carry no facts, so nothing in them is mistaken for something the user wrote', () => {
    const withFacts = [...sceneSamples(), ...sharedSamples()]
      .map((sample) => ({
        ...sample,
        facts: extractFacts(sample.text, sample.locale).filter(
          // German capitalises nouns; its name heuristics are looser by design.
          (fact) => !(sample.locale === 'de-DE' && fact.kind === 'name'),
        ),
      }))
      .filter((sample) => sample.facts.length > 0)
      .map(
        (sample) =>
          `${sample.where} [${sample.locale}] → ${sample.facts.map((fact) => fact.text).join(', ')}`,
      );

    expect(withFacts).toEqual([]);
  });

  it('keep scene and light sentences free of tone words, and each mood true to its tone', () => {
    const toned = sceneSamples()
      .filter((sample) => detectTone(sample.text) !== undefined)
      .map((sample) => `${sample.where} [${sample.locale}] → ${detectTone(sample.text)}`);
    expect(toned).toEqual([]);
    for (const tone of TONES) {
      for (const locale of LOCALES) {
        expect([tone, undefined]).toContain(detectTone(TONE_TEMPLATES[tone].mood[locale]));
      }
    }
  });

  it('stay short enough that a brief keeps room for the user’s words', () => {
    const tooLong = [...sceneSamples(), ...sharedSamples()]
      .filter((sample) => sample.text.length > 160)
      .map((sample) => `${sample.where} [${sample.locale}] ${sample.text.length}`);
    expect(tooLong).toEqual([]);
  });

  it('offer three distinct angles, styles and soundtracks', () => {
    for (const locale of LOCALES) {
      for (const category of CATEGORIES) {
        const scenes = ANGLES.map(
          (angle) => CATEGORY_TEMPLATES[category].scenes[angle].scene[locale],
        );
        expect(new Set(scenes).size).toBe(ANGLES.length);
      }
      for (const tone of TONES) {
        expect(new Set(TONE_TEMPLATES[tone].styles.map((style) => style[locale])).size).toBe(3);
        expect(new Set(TONE_TEMPLATES[tone].audio.map((audio) => audio[locale])).size).toBe(3);
      }
    }
  });

  it('place the user’s words through one placeholder', () => {
    for (const locale of LOCALES) {
      for (const hook of HOOKS) expect(hook.withText[locale].match(/\{text\}/gu)).toHaveLength(1);
      expect(CLOSING_CARD[locale].match(/\{cta\}/gu)).toHaveLength(1);
    }
  });

  it('ask each chat question as exactly one question', () => {
    for (const locale of LOCALES) {
      for (const question of Object.values(CHAT_TEXTS[locale].questions)) {
        expect(question.match(/\?/gu)).toHaveLength(1);
      }
    }
  });
});
