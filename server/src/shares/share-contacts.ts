import type { BrandKitInput } from '@cena/contracts';
import { normaliseBrazilianPhone, normaliseWebsite } from '../brand-kit/brand-kit-fields';
import { selectBusinessName, extractFacts, type Fact } from '@cena/engine';

export type ContactKind = 'whatsapp' | 'instagram' | 'map' | 'phone' | 'website';

/** One button of the page's call to action: what it opens and the text it shows. */
export interface ShareContact {
  kind: ContactKind;
  href: string;
  /** The contact as the customer wrote it ('(11) 91234-5678', '@padaria', the address). */
  label: string;
}

export interface ShareCallToAction {
  businessName: string | null;
  contacts: ShareContact[];
}

type KitContacts = Pick<
  BrandKitInput,
  'businessName' | 'whatsapp' | 'phone' | 'instagram' | 'address' | 'website'
>;

/**
 * The page's call to action: the brand kit's contacts when the owner has a kit, else what the
 * video's own text says (a phone, a handle, an address, a site). A Brazilian mobile number
 * opens a WhatsApp chat, since that is where small businesses answer.
 */
export function callToAction(prompt: string, kit?: Partial<KitContacts>): ShareCallToAction {
  const facts = extractFacts(prompt, 'pt-BR');
  const fromKit = kit ? kitContacts(kit) : [];
  const contacts = fromKit.length > 0 ? fromKit : factContacts(facts);
  const businessName = kit?.businessName?.trim() || selectBusinessName(facts, prompt) || null;
  return { businessName, contacts };
}

function kitContacts(kit: Partial<KitContacts>): ShareContact[] {
  const contacts: ShareContact[] = [];
  const whatsapp = kit.whatsapp ? normaliseBrazilianPhone(kit.whatsapp) : null;
  if (whatsapp) contacts.push(whatsappContact(whatsapp));
  if (kit.instagram) contacts.push(instagramContact(kit.instagram));
  if (kit.address?.trim()) contacts.push(mapContact(kit.address.trim()));
  const phone = kit.phone ? normaliseBrazilianPhone(kit.phone) : null;
  if (phone) contacts.push(phoneContact(phone));
  const website = kit.website ? normaliseWebsite(kit.website) : null;
  if (website) contacts.push(websiteContact(website));
  return contacts;
}

function factContacts(facts: Fact[]): ShareContact[] {
  const contacts: ShareContact[] = [];
  const phones = facts
    .filter((fact) => fact.kind === 'phone')
    .map((fact) => normaliseBrazilianPhone(fact.text))
    .filter((phone): phone is string => phone !== null);
  const mobile = phones.find(isMobile);
  if (mobile) contacts.push(whatsappContact(mobile));
  const handle = facts.find((fact) => fact.kind === 'handle');
  if (handle) contacts.push(instagramContact(handle.text));
  const address = facts.find((fact) => fact.kind === 'address');
  if (address) contacts.push(mapContact(address.text));
  if (phones[0]) contacts.push(phoneContact(phones[0]));
  const site = facts.find((fact) => fact.kind === 'url');
  const website = site ? normaliseWebsite(site.text) : null;
  if (website) contacts.push(websiteContact(website));
  return contacts;
}

/** '(11) 91234-5678' → digits with the country code: '5511912345678'. */
const internationalDigits = (phone: string) => `55${phone.replace(/\D/g, '')}`;
const isMobile = (phone: string) => /^\(\d\d\) 9\d{4}-\d{4}$/.test(phone);

const whatsappContact = (phone: string): ShareContact => ({
  kind: 'whatsapp',
  href: `https://wa.me/${internationalDigits(phone)}`,
  label: phone,
});

const phoneContact = (phone: string): ShareContact => ({
  kind: 'phone',
  href: `tel:+${internationalDigits(phone)}`,
  label: phone,
});

function instagramContact(handle: string): ShareContact {
  const name = handle.replace(/^@/, '');
  return {
    kind: 'instagram',
    href: `https://www.instagram.com/${encodeURIComponent(name)}/`,
    label: `@${name}`,
  };
}

const mapContact = (address: string): ShareContact => ({
  kind: 'map',
  href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  label: address,
});

/** A site as normaliseWebsite keeps it ('padaria.com.br/cardapio' or with its scheme). */
function websiteContact(site: string): ShareContact {
  const href = /^https?:\/\//i.test(site) ? site : `https://${site}`;
  return { kind: 'website', href, label: new URL(href).host.replace(/^www\./, '') };
}
