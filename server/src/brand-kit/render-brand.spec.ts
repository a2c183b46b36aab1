import type { BrandKitInput } from '@cena/contracts';
import { toRenderBrand } from './render-brand';

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

describe('toRenderBrand', () => {
  it('is undefined for an empty kit', () => {
    expect(toRenderBrand(EMPTY)).toBeUndefined();
  });

  it('carries the name, the contacts that are set, the colours and the logo', () => {
    const logo = { bytes: Buffer.from('png'), mimeType: 'image/png' as const };
    expect(
      toRenderBrand(
        {
          ...EMPTY,
          businessName: 'Padaria Pão Dourado',
          whatsapp: '(11) 91234-5678',
          address: 'Rua das Flores, 123',
          website: 'paodourado.com.br',
          colors: ['#d62828', '#1d4ed8'],
        },
        logo,
      ),
    ).toEqual({
      businessName: 'Padaria Pão Dourado',
      contacts: {
        whatsapp: '(11) 91234-5678',
        address: 'Rua das Flores, 123',
        website: 'paodourado.com.br',
      },
      colors: ['#d62828', '#1d4ed8'],
      logo,
    });
  });

  it('is a brand as soon as any one part is set', () => {
    expect(toRenderBrand({ ...EMPTY, colors: ['#d62828'] })).toEqual({
      contacts: {},
      colors: ['#d62828'],
    });
    expect(toRenderBrand({ ...EMPTY, hours: 'Seg a Sáb, 7h–19h' })).toEqual({
      contacts: { hours: 'Seg a Sáb, 7h–19h' },
      colors: [],
    });
    const logo = { bytes: Buffer.from('jpg'), mimeType: 'image/jpeg' as const };
    expect(toRenderBrand(EMPTY, logo)).toEqual({ contacts: {}, colors: [], logo });
  });
});
