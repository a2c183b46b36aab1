import { buildBrCode, crc16Ccitt, parseBrCode } from './br-code';

describe('BR Code (Pix copia e cola)', () => {
  it('computes CRC16-CCITT-FALSE (the check value of "123456789" is 29B1)', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('matches the Banco Central example payload byte for byte', () => {
    // Static example from the Pix manual (key 123e4567-e12b-12d1-a456-426655440000, no amount).
    const manual =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect(crc16Ccitt(manual.slice(0, -4))).toBe('1D3D');
    expect(() => parseBrCode(manual)).not.toThrow();
  });

  it('encodes the amount, the key, the receiver and the txid, and ends with a valid CRC', () => {
    const code = buildBrCode({
      pixKey: 'pagamentos@cena.app',
      merchantName: 'Cena Vídeos Promocionais Sandbox',
      merchantCity: 'São Paulo',
      amountCents: 1990,
      txid: 'cs_sbx_ab12-cd34',
    });
    const fields = parseBrCode(code);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('26')).toBe('0014br.gov.bcb.pix0119pagamentos@cena.app');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('19.90');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('CENA VIDEOS PROMOCIONAIS');
    expect(fields.get('60')).toBe('SAO PAULO');
    expect(fields.get('62')).toBe('0513cssbxab12cd34');
    const tampered = code.replace('19.90', '10.90');
    expect(() => parseBrCode(tampered)).toThrow('CRC');
  });

  it('refuses a charge without a positive whole number of cents', () => {
    const base = { pixKey: 'k', merchantName: 'n', merchantCity: 'c', txid: 't' };
    expect(() => buildBrCode({ ...base, amountCents: 0 })).toThrow();
    expect(() => buildBrCode({ ...base, amountCents: 19.9 })).toThrow();
  });
});
