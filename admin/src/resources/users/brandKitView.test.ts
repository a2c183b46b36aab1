import type { BrandKit } from '@cena/contracts';
import { describe, expect, it } from 'vitest';
import { brandKitRows, imageTypeName, isEmptyBrandKit, logoSummary } from './brandKitView';

const EMPTY: BrandKit = {
  businessName: null,
  whatsapp: null,
  phone: null,
  instagram: null,
  address: null,
  hours: null,
  website: null,
  colors: [],
  logo: null,
  updatedAt: null,
};

const LOGO = {
  url: '/media/brand/logo.png?exp=1&sig=x',
  mimeType: 'image/png' as const,
  width: 512,
  height: 256,
  suggestedColors: ['#c0392b'],
};

describe('brand kit in the back office', () => {
  it("lists the kit's fields in the customer's screen order, blank ones as null", () => {
    const rows = brandKitRows({
      ...EMPTY,
      website: 'https://paodourado.com.br',
      businessName: 'Padaria Pão Dourado',
      whatsapp: '(11) 98765-4321',
      hours: '   ',
    });
    expect(rows).toEqual([
      { field: 'businessName', value: 'Padaria Pão Dourado' },
      { field: 'whatsapp', value: '(11) 98765-4321' },
      { field: 'phone', value: null },
      { field: 'instagram', value: null },
      { field: 'address', value: null },
      { field: 'hours', value: null },
      { field: 'website', value: 'https://paodourado.com.br' },
    ]);
  });

  it('calls a kit empty only when it has no text, no colour and no logo', () => {
    expect(isEmptyBrandKit(EMPTY)).toBe(true);
    expect(isEmptyBrandKit({ ...EMPTY, address: ' ', updatedAt: '2025-10-20T12:00:00Z' })).toBe(
      true,
    );
    expect(isEmptyBrandKit({ ...EMPTY, instagram: '@paodourado' })).toBe(false);
    expect(isEmptyBrandKit({ ...EMPTY, colors: ['#c0392b'] })).toBe(false);
    expect(isEmptyBrandKit({ ...EMPTY, logo: LOGO })).toBe(false);
  });

  it('names image types as people know them', () => {
    expect(imageTypeName('image/png')).toBe('PNG');
    expect(imageTypeName('image/jpeg')).toBe('JPEG');
    expect(imageTypeName('image/webp')).toBe('WebP');
    expect(imageTypeName('image/gif')).toBe('image/gif');
  });

  it('sums a logo up as its type and size, the kit’s and the audit log’s alike', () => {
    expect(logoSummary(LOGO)).toBe('PNG · 512 × 256 px');
    expect(
      logoSummary({ key: 'brand/u/logo.webp', mimeType: 'image/webp', width: 80, height: 80 }),
    ).toBe('WebP · 80 × 80 px');
    for (const other of [null, 'logo', 42, { mimeType: 'image/png' }, { width: 1, height: 1 }]) {
      expect(logoSummary(other)).toBeNull();
    }
  });
});
