/** Lower case without accents ('Padaria São João' → 'padaria sao joao'): how customers often type. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}
