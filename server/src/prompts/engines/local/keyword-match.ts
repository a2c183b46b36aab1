import { normaliseForMatching } from '@cena/engine';

/** A keyword list ready to be matched as whole words, accents and case ignored. */
export interface CompiledKeywords {
  forms: string[][];
}

/** Single words also match their plural ("oferta" → "ofertas"). */
export function compileKeywords(words: readonly string[]): CompiledKeywords {
  return {
    forms: words.map((word) => {
      const base = normaliseForMatching(word).trim();
      const variants = base.includes(' ') ? [base] : [base, `${base}s`, `${base}es`];
      return variants.map((variant) => ` ${variant} `);
    }),
  };
}

/** How many distinct keywords occur in a text already passed through normaliseForMatching. */
export function countHits(normalisedText: string, keywords: CompiledKeywords): number {
  return keywords.forms.filter((forms) => forms.some((form) => normalisedText.includes(form)))
    .length;
}

export function mentions(text: string, keywords: CompiledKeywords): boolean {
  return countHits(normaliseForMatching(text), keywords) > 0;
}
