/**
 * Pix "copia e cola": a BR Code, the EMV® QRCPS merchant-presented payload of the Banco Central
 * do Brasil (Manual de Padrões para Iniciação do Pix). Fields are ID (2 digits) + length
 * (2 digits) + value; the last field is a CRC16-CCITT (0x1021, initial 0xFFFF) over everything
 * before it, including its own "6304" header.
 */

export interface BrCodeInput {
  /** The receiver's Pix key (e-mail, phone, CPF/CNPJ or random key). */
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  /** Reference shown to the payer's bank: up to 25 letters and digits. */
  txid: string;
}

function field(id: string, value: string): string {
  const length = Buffer.byteLength(value, 'utf8');
  if (length > 99) throw new Error(`BR Code field ${id} is longer than 99 bytes`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** Upper-case ASCII without accents, cut to `max`: what bank apps display reliably. */
function plain(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .toUpperCase()
    .slice(0, max)
    .trim();
}

export function crc16Ccitt(data: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(data, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function buildBrCode(input: BrCodeInput): string {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
    throw new Error('a Pix charge needs a positive amount in cents');
  }
  const txid = input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const payload = [
    field('00', '01'), // payload format indicator
    field('01', '12'), // point of initiation: 12 = one payment only
    field('26', field('00', 'br.gov.bcb.pix') + field('01', input.pixKey)),
    field('52', '0000'), // merchant category code
    field('53', '986'), // currency: BRL (ISO 4217)
    field('54', (input.amountCents / 100).toFixed(2)),
    field('58', 'BR'),
    field('59', plain(input.merchantName, 25)),
    field('60', plain(input.merchantCity, 15)),
    field('62', field('05', txid)),
  ].join('');
  const withCrcHeader = `${payload}6304`;
  return withCrcHeader + crc16Ccitt(withCrcHeader);
}

/** Splits a BR Code into its top-level fields; throws when a length or the CRC is wrong. */
export function parseBrCode(code: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < code.length) {
    const id = code.slice(at, at + 2);
    const length = Number(code.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error(`bad field at ${at}`);
    fields.set(id, code.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  if (at !== code.length) throw new Error('truncated BR Code');
  const crc = fields.get('63');
  if (!crc || crc16Ccitt(code.slice(0, -4)) !== crc) throw new Error('BR Code CRC mismatch');
  return fields;
}
