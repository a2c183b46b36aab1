import { BRAND_KIT_LIMITS } from '@cena/contracts';
import { pngHeader } from '@cena/engine/testing';
import type { DomainError } from '../common/domain-error';
import { checkLogoUpload, type UploadedLogo } from './logo-check';

const upload = (buffer: Buffer, extra: Partial<UploadedLogo> = {}): UploadedLogo => ({
  buffer,
  size: extra.size ?? buffer.length,
  tooLarge: extra.tooLarge ?? false,
});

function refusal(run: () => unknown): { code: string; fields?: string[] } | 'accepted' {
  try {
    run();
  } catch (error) {
    const { code, details } = error as DomainError;
    return { code, fields: details.fields };
  }
  return 'accepted';
}

describe('checkLogoUpload', () => {
  const side = BRAND_KIT_LIMITS.logoMaxSidePx;

  it('answers with the type of a PNG, JPEG or WebP within the logo limits', () => {
    const png = pngHeader(side, side);
    expect(checkLogoUpload(upload(png))).toEqual({ bytes: png, mimeType: 'image/png' });
    expect(checkLogoUpload(upload(pngHeader(512, 128))).mimeType).toBe('image/png');
  });

  it('refuses no file, an SVG and other types as not an image, naming the logo', () => {
    const notAnImage = { code: 'logo_not_an_image', fields: ['logo'] };
    expect(refusal(() => checkLogoUpload(undefined))).toEqual(notAnImage);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
    expect(refusal(() => checkLogoUpload(upload(svg)))).toEqual(notAnImage);
    expect(refusal(() => checkLogoUpload(upload(Buffer.from('GIF89a\x01\0\x01\0'))))).toEqual(
      notAnImage,
    );
    // A PNG signature with no readable header.
    expect(refusal(() => checkLogoUpload(upload(pngHeader(10, 10).subarray(0, 12))))).toEqual(
      notAnImage,
    );
  });

  it('refuses more than the logo byte limit, cut or not', () => {
    const tooLarge = { code: 'logo_too_large', fields: ['logo'] };
    expect(refusal(() => checkLogoUpload(upload(pngHeader(10, 10), { tooLarge: true })))).toEqual(
      tooLarge,
    );
    expect(
      refusal(() =>
        checkLogoUpload(upload(pngHeader(10, 10), { size: BRAND_KIT_LIMITS.logoMaxBytes + 1 })),
      ),
    ).toEqual(tooLarge);
    expect(
      checkLogoUpload(upload(pngHeader(10, 10), { size: BRAND_KIT_LIMITS.logoMaxBytes })).mimeType,
    ).toBe('image/png');
  });

  it('refuses a header declaring more pixels than a logo may have', () => {
    const bomb = { code: 'logo_too_many_pixels', fields: ['logo'] };
    expect(refusal(() => checkLogoUpload(upload(pngHeader(30_000, 30_000))))).toEqual(bomb);
    expect(refusal(() => checkLogoUpload(upload(pngHeader(side + 1, 10))))).toEqual(bomb);
    expect(refusal(() => checkLogoUpload(upload(pngHeader(10, side + 1))))).toEqual(bomb);
    // An interlaced 16-bit PNG decodes to twice the memory: its pixels count twice.
    expect(refusal(() => checkLogoUpload(upload(pngHeader(side, side, 16, 1))))).toEqual(bomb);
  });
});
