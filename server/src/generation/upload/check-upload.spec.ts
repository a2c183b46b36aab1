import type { DomainError } from '../../common/domain-error';
import { jpegHeader, pngHeader, vp8l, vp8x } from '@cena/engine/testing';
import { checkUploadedImage } from './check-upload';

describe('checkUploadedImage', () => {
  const upload = (buffer: Buffer, extra: { size?: number; tooLarge?: boolean } = {}) => ({
    buffer,
    size: extra.size ?? buffer.length,
    tooLarge: extra.tooLarge ?? false,
  });
  const codeOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return (error as DomainError).code;
    }
    return 'accepted';
  };

  it('answers with the type of an image within the limits', () => {
    expect(checkUploadedImage(upload(jpegHeader(6000, 4000)))).toBe('image/jpeg');
    expect(checkUploadedImage(upload(vp8x(8000, 5000)))).toBe('image/webp');
  });

  it('refuses in order: not an image, too many bytes, unreadable header, too many pixels', () => {
    expect(codeOf(() => checkUploadedImage(upload(Buffer.from('%PDF-1.7'))))).toBe('not_an_image');
    expect(
      codeOf(() => checkUploadedImage(upload(pngHeader(30000, 30000), { tooLarge: true }))),
    ).toBe('image_too_large');
    expect(codeOf(() => checkUploadedImage(upload(pngHeader(10, 10).subarray(0, 12))))).toBe(
      'not_an_image',
    );
    expect(codeOf(() => checkUploadedImage(upload(pngHeader(30000, 30000))))).toBe(
      'image_too_many_pixels',
    );
    expect(codeOf(() => checkUploadedImage(upload(jpegHeader(12000, 100))))).toBe(
      'image_too_many_pixels',
    );
    expect(codeOf(() => checkUploadedImage(upload(vp8l(16383, 16383))))).toBe(
      'image_too_many_pixels',
    );
  });
});
