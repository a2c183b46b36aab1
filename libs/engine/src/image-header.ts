import { type AcceptedImageType, LIMITS } from '@cena/contracts';
import { sniffImageType } from './image-type';

/** What an image declares about itself in its first bytes, read without decoding any pixel. */
export interface ImageHeader {
  type: AcceptedImageType;
  /** Declared size in pixels, as stored (before any EXIF rotation). */
  width: number;
  height: number;
  /** Bytes per pixel a whole decode holds: 8 for an interlaced 16-bit PNG, else 4 (RGBA). */
  decodedBytesPerPixel: 4 | 8;
  /** EXIF orientation (1–8) of a JPEG; 1 when there is none. */
  orientation: number;
}

/**
 * Reads the type, the declared pixel size and (JPEG) the EXIF orientation from the header of a
 * JPEG, PNG or WebP. Null when the bytes are not one of them or the header is unreadable,
 * truncated or declares an empty image.
 */
export function readImageHeader(bytes: Buffer): ImageHeader | null {
  const type = sniffImageType(bytes);
  let size: Omit<ImageHeader, 'type'> | null = null;
  if (type === 'image/png') size = readPng(bytes);
  else if (type === 'image/jpeg') size = readJpeg(bytes);
  else if (type === 'image/webp') size = readWebp(bytes);
  if (!type || !size || size.width < 1 || size.height < 1) return null;
  return { type, ...size };
}

/** The most a decode may cost: pixels on a side and in all. */
export interface PixelLimits {
  maxSidePx: number;
  maxPixels: number;
}

/** An upload's limits (a photo to animate); a logo has its own (BRAND_KIT_LIMITS). */
export const IMAGE_PIXEL_LIMITS: PixelLimits = {
  maxSidePx: LIMITS.imageMaxSidePx,
  maxPixels: LIMITS.imageMaxPixels,
};

/**
 * True when decoding the image would cost more than the limits allow: over `maxSidePx` on a
 * side, or over `maxPixels` (an interlaced 16-bit PNG decodes to twice the memory of an 8-bit
 * one per pixel, so its pixels count twice).
 */
export function exceedsPixelLimits(
  header: Pick<ImageHeader, 'width' | 'height'> & {
    decodedBytesPerPixel?: number;
  },
  limits: PixelLimits = IMAGE_PIXEL_LIMITS,
): boolean {
  const weight = (header.decodedBytesPerPixel ?? 4) / 4;
  return (
    header.width > limits.maxSidePx ||
    header.height > limits.maxSidePx ||
    header.width * header.height * weight > limits.maxPixels
  );
}

const PNG_SIGNATURE_BYTES = 8;

/** PNG: the IHDR chunk must come first (width, height, bit depth). */
function readPng(bytes: Buffer): Omit<ImageHeader, 'type'> | null {
  const ihdr = PNG_SIGNATURE_BYTES;
  if (bytes.length < ihdr + 8 + 13) return null;
  if (bytes.readUInt32BE(ihdr) !== 13 || bytes.toString('latin1', ihdr + 4, ihdr + 8) !== 'IHDR') {
    return null;
  }
  const width = bytes.readUInt32BE(ihdr + 8);
  const height = bytes.readUInt32BE(ihdr + 12);
  const bitDepth = bytes[ihdr + 16];
  const interlaced = bytes[ihdr + 20] !== 0;
  // Only an interlaced PNG is decoded whole (a plain one is streamed row by row), and at 16 bits
  // a whole decode holds 8 bytes a pixel.
  const wide = interlaced && bitDepth === 16;
  return { width, height, decodedBytesPerPixel: wide ? 8 : 4, orientation: 1 };
}

/** Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP1 = 0xe1;

/**
 * JPEG: walks the marker segments up to the first start-of-frame (its height and width), noting
 * the EXIF orientation on the way. Reaching the scan data or the end first means no frame.
 */
function readJpeg(bytes: Buffer): Omit<ImageHeader, 'type'> | null {
  let offset = 2;
  let orientation = 1;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    // Any number of 0xFF fill bytes may precede a marker.
    while (offset < bytes.length && bytes[offset] === 0xff) offset++;
    if (offset >= bytes.length) return null;
    const marker = bytes[offset++];
    // Standalone markers carry no length: TEM, RST0–7, and a stray SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) || marker === SOI) continue;
    if (marker === EOI || marker === SOS) return null;
    if (offset + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(offset);
    if (length < 2 || offset + length > bytes.length) return null;
    const segment = bytes.subarray(offset + 2, offset + length);
    if (isStartOfFrame(marker)) {
      if (segment.length < 6) return null;
      const height = segment.readUInt16BE(1);
      const width = segment.readUInt16BE(3);
      return { width, height, decodedBytesPerPixel: 4, orientation };
    }
    if (marker === APP1) orientation = exifOrientation(segment) ?? orientation;
    offset += length;
  }
  return null;
}

const ORIENTATION_TAG = 0x0112;

/** The Orientation tag of IFD0 in an APP1 "Exif" segment; undefined when absent or malformed. */
export function exifOrientation(segment: Buffer): number | undefined {
  if (segment.length < 14 || segment.toString('latin1', 0, 6) !== 'Exif\0\0') return undefined;
  const tiff = segment.subarray(6);
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return undefined;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(ifd);
  for (let index = 0; index < count; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) !== ORIENTATION_TAG) continue;
    const value = u16(entry + 8);
    return value >= 1 && value <= 8 ? value : undefined;
  }
  return undefined;
}

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, canvas size). */
function readWebp(bytes: Buffer): Omit<ImageHeader, 'type'> | null {
  if (bytes.length < 20) return null;
  const chunk = bytes.toString('latin1', 12, 16);
  const data = 20;
  const size = (width: number, height: number) => ({
    width,
    height,
    decodedBytesPerPixel: 4 as const,
    orientation: 1,
  });
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), start code 9D 01 2A, then 14-bit width and height.
    if (bytes.length < data + 10) return null;
    if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) {
      return null;
    }
    return size(bytes.readUInt16LE(data + 6) & 0x3fff, bytes.readUInt16LE(data + 8) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    // Signature 0x2F, then width - 1 and height - 1 in 14 bits each, least significant first.
    if (bytes.length < data + 5 || bytes[data] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(data + 1);
    return size((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    // Flags (1 byte), reserved (3), canvas width - 1 and height - 1 in 24 bits each.
    if (bytes.length < data + 10) return null;
    return size(bytes.readUIntLE(data + 4, 3) + 1, bytes.readUIntLE(data + 7, 3) + 1);
  }
  return null;
}
