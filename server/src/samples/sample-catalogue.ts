import { createHash } from 'node:crypto';
import type { Category, Soundtrack, Tone, VideoMode } from '@cena/contracts';

export interface SampleDefinition {
  /** Stable name of the sample; with the catalogue version it fixes the video's id. */
  key: string;
  /** The category the prompt must land in (checked by the catalogue's unit test). */
  category: Category;
  title: string;
  prompt: string;
  mode: VideoMode;
  tone: Tone;
  soundtrack: Soundtrack;
}

/**
 * Bump when a prompt or an option changes, or when the engine draws them differently: the new
 * version seeds new videos (new ids), and the endpoint lists only the current version's.
 * 2: facts whole with their connectors ('das 5h às 23h', 'de segunda a sábado').
 */
export const SAMPLE_CATALOGUE_VERSION = 2;

/** Every sample lasts the full 8 s: the landing's side panel promises an 8-second loop. */
export const SAMPLE_DURATION_S = 8;

/**
 * The seven businesses the landing shows, in display order. Real-looking details (names, prices,
 * dates, handles) are what the local engine turns into on-screen text, so each one reads like
 * an ad a small business would publish.
 */
export const SAMPLE_CATALOGUE: readonly SampleDefinition[] = [
  {
    key: 'bakery',
    category: 'bakery',
    title: 'Padaria Pão de Ouro',
    prompt:
      'Padaria Pão de Ouro: pão francês quentinho saindo do forno às 6h e sonho de creme por R$ 4,50. Café da manhã completo por R$ 18,90. Rua das Flores, 120 — @padariapaodeouro',
    mode: 'text',
    tone: 'inspiring',
    soundtrack: 'calm',
  },
  {
    key: 'gym',
    category: 'fitness',
    title: 'Academia Força Total',
    prompt:
      'Academia Força Total: matrícula grátis até 30/06 e plano mensal por R$ 89,90. Musculação, funcional e spinning das 5h às 23h, de segunda a sábado. @forcatotal.academia',
    mode: 'text',
    tone: 'fun',
    soundtrack: 'energetic',
  },
  {
    key: 'barber',
    category: 'barber',
    title: 'Barbearia Navalha de Ouro',
    prompt:
      'Barbearia Navalha de Ouro: corte + barba por R$ 45,00 com toalha quente e café por conta da casa. Agende pelo WhatsApp (11) 98765-4321. @navalhadeouro',
    mode: 'text',
    tone: 'professional',
    soundtrack: 'animated',
  },
  {
    key: 'real-estate',
    category: 'real_estate',
    title: 'Imobiliária Lar Doce Lar',
    prompt:
      'Imobiliária Lar Doce Lar: apartamento de 2 quartos com varanda gourmet no Jardim Botânico, 68 m², 1 vaga, a 5 minutos do metrô, por R$ 420.000. Agende sua visita: (21) 3344-5566',
    mode: 'text',
    tone: 'elegant',
    soundtrack: 'calm',
  },
  {
    key: 'wedding',
    category: 'events',
    title: 'Casamento Ana & Pedro',
    prompt:
      'Casamento de Ana & Pedro: 14 de novembro de 2026, às 16h, no Espaço Jardim das Oliveiras. Confirme sua presença até 10/10 pelo site anaepedro.com.br',
    mode: 'text',
    tone: 'elegant',
    soundtrack: 'calm',
  },
  {
    key: 'pet-shop',
    category: 'pets',
    title: 'Pet Shop Amigo Fiel',
    prompt:
      'Pet Shop Amigo Fiel: banho e tosa a partir de R$ 39,90, com leva e traz grátis no bairro. Ração premium com 15% de desconto até domingo. @amigofielpet',
    mode: 'animation3d',
    tone: 'fun',
    soundtrack: 'animated',
  },
  {
    key: 'tech',
    category: 'tech',
    title: 'TechFix Assistência',
    prompt:
      'TechFix Assistência Técnica: conserto de celular e notebook em até 24 horas, troca de tela com 90 dias de garantia. Orçamento grátis na loja 214 do Shopping Norte. @techfixbr',
    mode: 'text',
    tone: 'professional',
    soundtrack: 'energetic',
  },
];

/** A name-based UUID (RFC 4122 version 5 layout): every replica derives the same id for a sample. */
export function sampleVideoId(key: string, version = SAMPLE_CATALOGUE_VERSION): string {
  const bytes = createHash('sha1').update(`cena:sample-video:v${version}:${key}`).digest();
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A fixed render seed per sample, so a re-seed renders the same video. */
export function sampleSeed(key: string): number {
  return createHash('sha1').update(`cena:sample-seed:${key}`).digest().readUInt32BE(0) & 0x7fffffff;
}
