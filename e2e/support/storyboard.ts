import type { Page } from 'playwright-core';

/** `GET /api/videos/:id/storyboard`: what a clip says, beat by beat, and its end card. */
export interface Storyboard {
  title: string;
  beats: string[];
  endTitle: string;
  endLine: string | null;
  contacts: string[];
  callToAction: string | null;
}

/** Lower-case words without the punctuation around them ('R$', '@handle' and '%' kept). */
export function words(text: string): string[] {
  return text
    .toLocaleLowerCase('pt-BR')
    .split(/\s+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}@#$]+|[^\p{L}\p{N}%]+$/gu, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/**
 * The engine's own words: the Basic plan's credit line and the end card's calls to action in
 * pt-BR (CTA_TEXTS in the server's end-card-plan.ts).
 */
export const ENGINE_WORDS = new Set(
  [
    'Feito com Cena',
    'Peça pelo WhatsApp',
    'Agende pelo WhatsApp',
    'Chame no WhatsApp',
    'Ligue e peça',
    'Agende seu horário',
    'Ligue agora',
    'Visite a loja',
    'Venha nos visitar',
    'Acesse o site',
    'Siga no Instagram',
    'Siga a gente',
    'Fale com a gente',
    'Matrículas abertas',
    'Confirme presença',
    'Agende sua visita',
    'Venha provar',
    'Venha conhecer',
  ].flatMap(words),
);

/** Every text the clip draws. */
export function textsOnScreen(board: Storyboard): string[] {
  return [
    board.title,
    ...board.beats,
    board.endTitle,
    board.endLine ?? '',
    board.callToAction ?? '',
    ...board.contacts,
  ].filter(Boolean);
}

/** The words of `text` that are neither the customer's (`typed`) nor the engine's own. */
export function foreignWords(text: string, typed: string): string[] {
  const customer = new Set(words(typed));
  return words(text).filter((word) => !customer.has(word) && !ENGINE_WORDS.has(word));
}

/** The signed-in page's bearer token, taken from the next API request it makes. */
export function nextBearer(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.on('request', (request) => {
      const header = request.headers().authorization;
      if (header?.startsWith('Bearer ') && request.url().includes('/api/')) resolve(header);
    });
  });
}
