import { promptSlots } from '@cena/contracts';

/** One field of a style template: its slot as written ('[preço]') and the label it reads as. */
export interface TemplateSlot {
  token: string;
  label: string;
}

/** The template's slots, each once, in order; every template opens with the business's name. */
export function templateSlots(template: string): TemplateSlot[] {
  return [...new Set(promptSlots(template))].map((token) => {
    const name = token.slice(1, -1).trim();
    return { token, label: name.charAt(0).toLocaleUpperCase() + name.slice(1) };
  });
}

/**
 * The template with every slot replaced by its value. Brackets typed in a value are dropped (the
 * result must hold no slot), and a currency the template already writes before the slot is not
 * repeated: 'R$ [preço]' with 'R$ 30' gives 'R$ 30'.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\[[^\]]*\]/g, (token, offset: number) => {
    if (!(token in values)) return token;
    let value = (values[token] ?? '').replace(/[[\]]/g, '').replace(/\s+/g, ' ').trim();
    const currency = /(\S*\p{Sc})\s*$/u.exec(template.slice(0, offset))?.[1];
    if (currency && value.startsWith(currency)) value = value.slice(currency.length).trim();
    return value;
  });
}

/** Longest text before a prompt's first ':' that is still read as a business's name. */
const NAME_MAX_CHARS = 40;
const NAME_MAX_WORDS = 6;

/**
 * The business a prompt already names, by the 'Name: offer' habit of the examples ('Padaria Pão
 * Dourado: sonho a R$ 5'); '' when the prompt does not start that way.
 */
export function businessNameOf(prompt: string): string {
  const colon = prompt.indexOf(':');
  if (colon <= 0) return '';
  const name = prompt.slice(0, colon).replace(/\s+/g, ' ').trim();
  if (!name || name.length > NAME_MAX_CHARS || name.split(' ').length > NAME_MAX_WORDS) return '';
  if (/[.!?[\]]/.test(name)) return '';
  return name;
}
