import { BRAND_KIT_LIMITS, type BrandKitInput } from '@cena/contracts';
import {
  normaliseBrandKitFields,
  normaliseBrazilianPhone,
  normaliseInstagram,
  normaliseWebsite,
} from './brand-kit-fields';

const EMPTY: BrandKitInput = {
  businessName: null,
  whatsapp: null,
  phone: null,
  instagram: null,
  address: null,
  hours: null,
  website: null,
  colors: [],
};

describe('normaliseBrazilianPhone', () => {
  it('writes mobiles and landlines with their area code, whatever the punctuation', () => {
    for (const typed of [
      '(11) 91234-5678',
      '11912345678',
      '11 9 1234 5678',
      '+55 11 91234-5678',
      '+55 (11) 9.1234.5678',
      '5511912345678',
      '(011) 91234-5678',
      ' 11/91234-5678 ',
    ]) {
      expect({ typed, phone: normaliseBrazilianPhone(typed) }).toEqual({
        typed,
        phone: '(11) 91234-5678',
      });
    }
    expect(normaliseBrazilianPhone('(31) 3222-4455')).toBe('(31) 3222-4455');
    expect(normaliseBrazilianPhone('+55 21 2555 0000')).toBe('(21) 2555-0000');
    // 55 is Rio Grande do Sul's area code as well as Brazil's country code.
    expect(normaliseBrazilianPhone('(55) 99876-5432')).toBe('(55) 99876-5432');
    expect(normaliseBrazilianPhone('55 55 99876-5432')).toBe('(55) 99876-5432');
  });

  it('refuses a number without a real area code', () => {
    expect(normaliseBrazilianPhone('91234-5678')).toBeNull();
    expect(normaliseBrazilianPhone('3456-7890')).toBeNull();
    // 20, 23, 25, 26, 29, 30, 36, 39, 40, 50, 52, 56–60, 70, 72, 76, 78, 80, 90 are no area code.
    expect(normaliseBrazilianPhone('(20) 91234-5678')).toBeNull();
    expect(normaliseBrazilianPhone('(10) 91234-5678')).toBeNull();
    expect(normaliseBrazilianPhone('(90) 3456-7890')).toBeNull();
    expect(normaliseBrazilianPhone('0800 123 4567')).toBeNull();
  });

  it('refuses wrong lengths, a mobile without its 9 and other countries', () => {
    expect(normaliseBrazilianPhone('(11) 1234-5678')).toBeNull();
    expect(normaliseBrazilianPhone('(11) 8123-4567')).toBeNull();
    expect(normaliseBrazilianPhone('(11) 81234-5678')).toBeNull();
    expect(normaliseBrazilianPhone('(11) 91234-56789')).toBeNull();
    expect(normaliseBrazilianPhone('+1 415 555 0100')).toBeNull();
    expect(normaliseBrazilianPhone('+351 912 345 678')).toBeNull();
    expect(normaliseBrazilianPhone('11 + 91234-5678')).toBeNull();
    expect(normaliseBrazilianPhone('(11) 91234-5678 ramal 2')).toBeNull();
    expect(normaliseBrazilianPhone('zap')).toBeNull();
    expect(normaliseBrazilianPhone('')).toBeNull();
  });
});

describe('normaliseInstagram', () => {
  it("takes '@handle', 'handle' and profile links, in lower case", () => {
    for (const typed of [
      '@padaria.pao_dourado',
      'padaria.pao_dourado',
      'Padaria.Pao_Dourado',
      'instagram.com/padaria.pao_dourado',
      'https://www.instagram.com/padaria.pao_dourado/',
      'http://instagram.com/@padaria.pao_dourado?igsh=abc',
    ]) {
      expect({ typed, handle: normaliseInstagram(typed) }).toEqual({
        typed,
        handle: '@padaria.pao_dourado',
      });
    }
    expect(normaliseInstagram('a')).toBe('@a');
    expect(normaliseInstagram('x'.repeat(30))).toBe(`@${'x'.repeat(30)}`);
  });

  it('refuses what Instagram would, and says when it is only too long', () => {
    for (const typed of [
      '.padaria',
      'padaria.',
      'pada..ria',
      'padaria dourada',
      'padaria-dourada',
      'padaria!',
      'pão',
      '@',
      '@@padaria',
      'instagram.com/p/abc/extra',
      'facebook.com/padaria',
    ]) {
      expect({ typed, handle: normaliseInstagram(typed) }).toEqual({ typed, handle: null });
    }
    expect(normaliseInstagram('x'.repeat(31))).toBe('too_long');
  });
});

describe('normaliseWebsite', () => {
  it('takes http(s) addresses and bare hosts with a dot, as typed', () => {
    expect(normaliseWebsite('padaria.com.br')).toBe('padaria.com.br');
    expect(normaliseWebsite('padaria.com.br/')).toBe('padaria.com.br');
    expect(normaliseWebsite('www.padaria.com.br/cardapio')).toBe('www.padaria.com.br/cardapio');
    expect(normaliseWebsite('https://padaria.com.br/')).toBe('https://padaria.com.br');
    expect(normaliseWebsite('http://padaria.com.br/menu/')).toBe('http://padaria.com.br/menu/');
    expect(normaliseWebsite('HTTPS://Padaria.com.br?utm=x')).toBe('HTTPS://Padaria.com.br?utm=x');
    expect(normaliseWebsite('padaria-são.com.br')).toBe('padaria-são.com.br');
  });

  it('refuses other schemes, spaces, credentials, ports and hosts without a dot', () => {
    for (const typed of [
      'ftp://padaria.com.br',
      'javascript:alert(1)',
      'mailto:ana@padaria.com.br',
      'padaria com br',
      'padaria. com.br',
      'https://ana:secret@padaria.com.br',
      'https://padaria.com.br:8080',
      'localhost',
      'https://padaria',
      '192.168.0.1',
      'padaria.com.br/<script>',
      'https://',
      '.com',
      'padaria.c',
    ]) {
      expect({ typed, website: normaliseWebsite(typed) }).toEqual({ typed, website: null });
    }
  });
});

describe('normaliseBrandKitFields', () => {
  it('trims every text to one line, clears empty ones and normalises contacts and colours', () => {
    const result = normaliseBrandKitFields({
      businessName: '  Padaria\n  Pão   Dourado ',
      whatsapp: '+55 11 91234 5678',
      phone: '',
      instagram: 'instagram.com/PaoDourado',
      address: 'Rua das Flores, 123 —\tCentro',
      hours: '   ',
      website: 'https://paodourado.com.br/',
      colors: ['#D62828', ' #1d4ed8 '],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        businessName: 'Padaria Pão Dourado',
        whatsapp: '(11) 91234-5678',
        phone: null,
        instagram: '@paodourado',
        address: 'Rua das Flores, 123 — Centro',
        hours: null,
        website: 'https://paodourado.com.br',
        colors: ['#d62828', '#1d4ed8'],
      },
    });
  });

  it('takes an empty kit as it is', () => {
    expect(normaliseBrandKitFields(EMPTY)).toEqual({ ok: true, value: EMPTY });
  });

  it('names the field and the rule it broke', () => {
    const errorOf = (patch: Partial<BrandKitInput>) => {
      const result = normaliseBrandKitFields({ ...EMPTY, ...patch });
      return result.ok ? null : result.error;
    };
    expect(errorOf({ whatsapp: '91234-5678' })).toEqual({
      code: 'invalid_phone',
      field: 'whatsapp',
    });
    expect(errorOf({ phone: '(00) 3456-7890' })).toEqual({ code: 'invalid_phone', field: 'phone' });
    expect(errorOf({ instagram: 'pão.dourado' })).toEqual({
      code: 'invalid_instagram',
      field: 'instagram',
    });
    expect(errorOf({ instagram: 'p'.repeat(31) })).toEqual({
      code: 'field_too_long',
      field: 'instagram',
      max: BRAND_KIT_LIMITS.instagramMaxChars,
    });
    expect(errorOf({ website: 'padaria' })).toEqual({ code: 'invalid_website', field: 'website' });
    expect(errorOf({ website: `padaria.com.br/${'a'.repeat(100)}` })).toEqual({
      code: 'field_too_long',
      field: 'website',
      max: BRAND_KIT_LIMITS.websiteMaxChars,
    });
    for (const [field, max] of [
      ['businessName', BRAND_KIT_LIMITS.businessNameMaxChars],
      ['address', BRAND_KIT_LIMITS.addressMaxChars],
      ['hours', BRAND_KIT_LIMITS.hoursMaxChars],
    ] as const) {
      expect(errorOf({ [field]: 'a'.repeat(max) })).toBeNull();
      expect(errorOf({ [field]: 'a'.repeat(max + 1) })).toEqual({
        code: 'field_too_long',
        field,
        max,
      });
    }
  });

  it('takes at most two distinct #rrggbb colours', () => {
    const colorError = { code: 'invalid_color', field: 'colors' };
    const errorOf = (colors: string[]) => {
      const result = normaliseBrandKitFields({ ...EMPTY, colors });
      return result.ok ? null : result.error;
    };
    expect(errorOf(['#ffffff'])).toBeNull();
    for (const colors of [
      ['vermelho'],
      ['#fff'],
      ['#ggg000'],
      ['d62828'],
      ['#d62828ff'],
      [''],
      ['#d62828', '#D62828'],
      ['#000001', '#000002', '#000003'],
    ]) {
      expect({ colors, error: errorOf(colors) }).toEqual({ colors, error: colorError });
    }
  });

  it('reports the first broken field in the screen’s order', () => {
    const result = normaliseBrandKitFields({
      ...EMPTY,
      businessName: 'n'.repeat(61),
      whatsapp: 'zap',
      colors: ['red'],
    });
    expect(result).toMatchObject({ ok: false, error: { field: 'businessName' } });
  });
});
