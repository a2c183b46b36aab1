/**
 * Converts canvas pixels (RGBA, 4 bytes a pixel) into the encoder's own format, I420: planar
 * YUV 4:2:0, BT.709, limited range (Y, then U and V at half size: 1.5 bytes a pixel).
 *
 * Why here rather than in ffmpeg: the pipe then carries 1.38 MB a 720p frame instead of 2.8 MB
 * (BGR24) or 3.7 MB (RGBA), and ffmpeg skips its colour conversion, which runs on its main thread
 * and competes with x264; measured, ffmpeg's CPU per 8 s clip drops by a fifth to a quarter. The
 * conversion costs well under a millisecond a frame with the WebAssembly SIMD kernel below (the
 * JavaScript fallback, a few milliseconds, computes the very same integers).
 *
 * The arithmetic, in 16-bit lanes with 8 fractional bits (BT.709 scaled to 16–235 / 16–240):
 *   Y  = (47 R + 157 G + 16 B + 4224) >> 8
 *   Cb = (112 B − 26 R − 86 G + 32896) >> 8        Cr = (112 R − 102 G − 10 B + 32896) >> 8
 * with Cb and Cr taken from the rounded mean of each 2x2 block. Every intermediate stays within
 * 0..65535, so wrapping 16-bit arithmetic is exact.
 *
 * The packed frames live in `slots` fixed buffers reused in turn, so sending a frame allocates
 * nothing; a slot may be packed again only once ffmpeg has taken the frame written from it.
 */
export class I420Packer {
  /** Bytes of one packed frame. */
  readonly frameBytes: number;
  private readonly kernel: SimdKernel | undefined;
  private readonly fallbackSlots: Buffer[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
    readonly slots: number,
    options: { simd?: boolean } = {},
  ) {
    if (width % 2 !== 0 || height % 2 !== 0) throw new Error('I420 needs even dimensions');
    this.frameBytes = (width * height * 3) / 2;
    this.kernel = options.simd === false ? undefined : SimdKernel.create(width, height, slots);
    if (!this.kernel) {
      for (let slot = 0; slot < slots; slot++)
        this.fallbackSlots.push(Buffer.alloc(this.frameBytes));
    }
  }

  /** Whether the WebAssembly SIMD kernel is in use (else the JavaScript loop). */
  get accelerated(): boolean {
    return this.kernel !== undefined;
  }

  /**
   * Converts one frame of RGBA pixels (opaque: alpha is ignored) into `slot` and returns that
   * slot's bytes, valid until the slot is packed again.
   */
  pack(rgba: Uint8Array, slot: number): Buffer {
    const expected = this.width * this.height * 4;
    if (rgba.length !== expected) {
      throw new Error(`Expected ${expected} bytes of RGBA, got ${rgba.length}`);
    }
    if (slot < 0 || slot >= this.slots) throw new Error(`No slot ${slot}`);
    if (this.kernel) return this.kernel.pack(rgba, slot);
    const out = this.fallbackSlots[slot];
    packI420(rgba, out, this.width, this.height);
    return out;
  }
}

/** The portable version, integer for integer the same as the SIMD kernel. */
export function packI420(rgba: Uint8Array, out: Uint8Array, width: number, height: number): void {
  packI420Rows(rgba, out, width, height, 0);
}

/** The portable conversion of the row pairs from `fromPair` to the last. */
function packI420Rows(
  rgba: Uint8Array,
  out: Uint8Array,
  width: number,
  height: number,
  fromPair: number,
): void {
  const chromaWidth = width / 2;
  const uBase = width * height;
  const vBase = uBase + chromaWidth * (height / 2);
  for (let y = 2 * fromPair; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const p = (row + x) * 4;
      out[row + x] = (47 * rgba[p] + 157 * rgba[p + 1] + 16 * rgba[p + 2] + 4224) >> 8;
    }
  }
  for (let cy = fromPair; cy < height / 2; cy++) {
    for (let cx = 0; cx < chromaWidth; cx++) {
      const p = (2 * cy * width + 2 * cx) * 4;
      const q = p + width * 4;
      const r = (rgba[p] + rgba[p + 4] + rgba[q] + rgba[q + 4] + 2) >> 2;
      const g = (rgba[p + 1] + rgba[p + 5] + rgba[q + 1] + rgba[q + 5] + 2) >> 2;
      const b = (rgba[p + 2] + rgba[p + 6] + rgba[q + 2] + rgba[q + 6] + 2) >> 2;
      const at = cy * chromaWidth + cx;
      out[uBase + at] = (112 * b - 26 * r - 86 * g + 32896) >> 8;
      out[vBase + at] = (112 * r - 102 * g - 10 * b + 32896) >> 8;
    }
  }
}

/**
 * The WebAssembly kernel: one function, `i420(src, y, u, v, rowPairs)`, specialised for a frame
 * width. Each turn of its inner loop reads 16 pixels of two rows, writes 32 luma bytes and 8
 * bytes each of Cb and Cr. Hand-assembled (see Assembler): the repository has no WebAssembly
 * toolchain, and the function is short.
 *
 * A width that is not a multiple of 16 (1080, the square clip) runs its last block of each row
 * past the row's end. That block reads the first pixels of the next row and writes their luma
 * where they belong (input and output have the same width), and chroma bytes the next row pair
 * then overwrites; so the kernel converts every row pair but the last, which the JavaScript loop
 * converts (its writes would run past the planes).
 */
class SimdKernel {
  private constructor(
    private readonly memory: WebAssembly.Memory,
    private readonly convert: (src: number, y: number, u: number, v: number, pairs: number) => void,
    private readonly width: number,
    private readonly height: number,
    private readonly frameBytes: number,
  ) {}

  static create(width: number, height: number, slots: number): SimdKernel | undefined {
    // Narrower than 32 pixels, a last block would run past a whole chroma row.
    if (height % 2 !== 0 || width % 2 !== 0 || width < 32) return undefined;
    const bytes = buildModule(width);
    if (!WebAssembly.validate(bytes)) return undefined;
    try {
      const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes));
      const memory = instance.exports.memory as WebAssembly.Memory;
      const frameBytes = (width * height * 3) / 2;
      // The input frame at 0, then the output slots.
      memory.grow(Math.ceil((width * height * 4 + slots * frameBytes) / 65536));
      const convert = instance.exports.i420 as SimdKernel['convert'];
      return new SimdKernel(memory, convert, width, height, frameBytes);
    } catch {
      return undefined;
    }
  }

  pack(rgba: Uint8Array, slot: number): Buffer {
    const { width, height } = this;
    const inputBytes = width * height * 4;
    const out = inputBytes + slot * this.frameBytes;
    const u = out + width * height;
    const v = u + (width * height) / 4;
    new Uint8Array(this.memory.buffer, 0, inputBytes).set(rgba);
    if (width % 16 === 0) {
      this.convert(0, out, u, v, height / 2);
    } else {
      this.convert(0, out, u, v, height / 2 - 1);
      const frame = new Uint8Array(this.memory.buffer, out, this.frameBytes);
      packI420Rows(rgba, frame, width, height, height / 2 - 1);
    }
    return Buffer.from(this.memory.buffer, out, this.frameBytes);
  }
}

/** Opcodes used below (core, then SIMD after the 0xfd prefix). */
const OP = {
  block: 0x02,
  loop: 0x03,
  br: 0x0c,
  brIf: 0x0d,
  end: 0x0b,
  localGet: 0x20,
  localSet: 0x21,
  localTee: 0x22,
  i32Const: 0x41,
  i32Eqz: 0x45,
  i32Add: 0x6a,
  i32Sub: 0x6b,
  simd: 0xfd,
} as const;

const SIMD = {
  load: 0x00,
  store: 0x0b,
  const: 0x0c,
  shuffle: 0x0d,
  store64Lane: 0x5b,
  narrowI16x8U: 0x66,
  extaddPairwiseI8x16U: 0x7d,
  i16x8ShrU: 0x8d,
  i16x8Add: 0x8e,
  i16x8Sub: 0x91,
  i16x8Mul: 0x95,
  extmulLowI8x16U: 0x9e,
  extmulHighI8x16U: 0x9f,
} as const;

/** A few helpers to write a function body as instructions rather than bytes. */
class Assembler {
  readonly bytes: number[] = [];

  op(...codes: number[]): this {
    this.bytes.push(...codes);
    return this;
  }

  get(local: number): this {
    return this.op(OP.localGet, ...uleb128(local));
  }

  set(local: number): this {
    return this.op(OP.localSet, ...uleb128(local));
  }

  tee(local: number): this {
    return this.op(OP.localTee, ...uleb128(local));
  }

  i32(value: number): this {
    return this.op(OP.i32Const, ...sleb128(value));
  }

  simd(code: number, ...immediates: number[]): this {
    return this.op(OP.simd, ...uleb128(code), ...immediates);
  }

  /** v128.load from the address on the stack plus `offset`. */
  load(offset: number): this {
    return this.simd(SIMD.load, 0x00, ...uleb128(offset));
  }

  /** v128.store of the value on the stack to the address under it plus `offset`. */
  store(offset: number): this {
    return this.simd(SIMD.store, 0x00, ...uleb128(offset));
  }

  store64Lane0(offset: number): this {
    return this.simd(SIMD.store64Lane, 0x00, ...uleb128(offset), 0x00);
  }

  i8Splat(value: number): this {
    return this.simd(SIMD.const, ...Array.from({ length: 16 }, () => value & 0xff));
  }

  i16Splat(value: number): this {
    const lanes: number[] = [];
    for (let lane = 0; lane < 8; lane++) lanes.push(value & 0xff, (value >> 8) & 0xff);
    return this.simd(SIMD.const, ...lanes);
  }

  shuffle(lanes: number[]): this {
    return this.simd(SIMD.shuffle, ...lanes);
  }

  /** local += delta (an i32 local). */
  advance(local: number, delta: number): this {
    return this.get(local).i32(delta).op(OP.i32Add).set(local);
  }
}

const range = (from: number, count: number, step = 1) =>
  Array.from({ length: count }, (_, index) => from + index * step);
/** From two vectors of 4 RGBA pixels: R of all 8 pixels, then G (or, from 2: B, then A). */
const PICK_RG = [...range(0, 8, 4), ...range(1, 8, 4)];
const PICK_BA = [...range(2, 8, 4), ...range(3, 8, 4)];
/** The low (or high) halves of two vectors, joined. */
const LOW_HALVES = [...range(0, 8), ...range(16, 8)];
const HIGH_HALVES = [...range(8, 8), ...range(24, 8)];

function buildModule(width: number): Uint8Array<ArrayBuffer> {
  const rowBytes = width * 4;
  // Parameters, then locals.
  const [src, yOut, uOut, vOut, pairs, column] = [0, 1, 2, 3, 4, 5];
  const [r0, g0, b0, r1, g1, b1, mixA, mixB] = [6, 7, 8, 9, 10, 11, 12, 13];
  const [in0, in1, in2, in3] = [14, 15, 16, 17];
  const code = new Assembler();

  /** Splits the 16 pixels at src + offset into R, G, B vectors of 16 bytes. */
  const splitRow = (offset: number, r: number, g: number, b: number) => {
    code.get(src).load(offset).set(in0);
    code
      .get(src)
      .load(offset + 16)
      .set(in1);
    code
      .get(src)
      .load(offset + 32)
      .set(in2);
    code
      .get(src)
      .load(offset + 48)
      .set(in3);
    code.get(in0).get(in1).shuffle(PICK_RG).set(mixA);
    code.get(in2).get(in3).shuffle(PICK_RG).set(mixB);
    code.get(mixA).get(mixB).shuffle(LOW_HALVES).set(r);
    code.get(mixA).get(mixB).shuffle(HIGH_HALVES).set(g);
    code.get(in0).get(in1).shuffle(PICK_BA).set(mixA);
    code.get(in2).get(in3).shuffle(PICK_BA).set(mixB);
    code.get(mixA).get(mixB).shuffle(LOW_HALVES).set(b);
  };

  /** Pushes 8 luma values (16-bit lanes) of one half of the row held in r, g, b. */
  const lumaHalf = (r: number, g: number, b: number, extmul: number) => {
    code.get(r).i8Splat(47).simd(extmul);
    code.get(g).i8Splat(157).simd(extmul).simd(SIMD.i16x8Add);
    code.get(b).i8Splat(16).simd(extmul).simd(SIMD.i16x8Add);
    code.i16Splat(4224).simd(SIMD.i16x8Add).i32(8).simd(SIMD.i16x8ShrU);
  };

  /** Stores the 16 luma bytes of a row at yOut + offset. */
  const lumaRow = (r: number, g: number, b: number, offset: number) => {
    code.get(yOut);
    lumaHalf(r, g, b, SIMD.extmulLowI8x16U);
    lumaHalf(r, g, b, SIMD.extmulHighI8x16U);
    code.simd(SIMD.narrowI16x8U).store(offset);
  };

  /** Replaces r0 (g0, b0) by the 2x2 means of the two rows, as 8 16-bit lanes. */
  const blockMean = (top: number, bottom: number) => {
    code.get(top).simd(SIMD.extaddPairwiseI8x16U);
    code.get(bottom).simd(SIMD.extaddPairwiseI8x16U).simd(SIMD.i16x8Add);
    code.i16Splat(2).simd(SIMD.i16x8Add).i32(2).simd(SIMD.i16x8ShrU).set(top);
  };

  /** Stores 8 chroma bytes: (plus·P − minusA·A − minusB·B + 32896) >> 8. */
  const chroma = (
    out: number,
    plus: [number, number],
    a: [number, number],
    b: [number, number],
  ) => {
    code.get(out);
    code.get(plus[0]).i16Splat(plus[1]).simd(SIMD.i16x8Mul).i16Splat(32896).simd(SIMD.i16x8Add);
    code.get(a[0]).i16Splat(a[1]).simd(SIMD.i16x8Mul).simd(SIMD.i16x8Sub);
    code.get(b[0]).i16Splat(b[1]).simd(SIMD.i16x8Mul).simd(SIMD.i16x8Sub);
    code.i32(8).simd(SIMD.i16x8ShrU).tee(mixA).get(mixA).simd(SIMD.narrowI16x8U);
    code.store64Lane0(0);
  };

  code.op(0x02, 0x01, 0x7f, 0x0c, 0x7b); // locals: 1 i32 (column), 12 v128
  code.op(OP.block, 0x40, OP.loop, 0x40);
  code.get(pairs).op(OP.i32Eqz, OP.brIf, 0x01);
  const blocks = Math.ceil(width / 16);
  code.i32(blocks).set(column);
  code.op(OP.loop, 0x40);
  splitRow(0, r0, g0, b0);
  splitRow(rowBytes, r1, g1, b1);
  lumaRow(r0, g0, b0, 0);
  lumaRow(r1, g1, b1, width);
  blockMean(r0, r1);
  blockMean(g0, g1);
  blockMean(b0, b1);
  chroma(uOut, [b0, 112], [r0, 26], [g0, 86]);
  chroma(vOut, [r0, 112], [g0, 102], [b0, 10]);
  code.advance(src, 64).advance(yOut, 16).advance(uOut, 8).advance(vOut, 8);
  code.get(column).i32(1).op(OP.i32Sub).tee(column).op(OP.brIf, 0x00);
  code.op(OP.end);
  // Past the second row of the pair.
  code.advance(src, 2 * rowBytes - blocks * 64).advance(yOut, 2 * width - blocks * 16);
  if (blocks * 16 !== width) {
    code.advance(uOut, width / 2 - blocks * 8).advance(vOut, width / 2 - blocks * 8);
  }
  code.get(pairs).i32(1).op(OP.i32Sub).set(pairs).op(OP.br, 0x00);
  code.op(OP.end, OP.end, OP.end);

  const body = code.bytes;
  // prettier-ignore
  return new Uint8Array([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // "\0asm", version 1
    ...section(1, [0x01, 0x60, 0x05, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0x00]), // (i32 x5) -> ()
    ...section(3, [0x01, 0x00]), // one function of type 0
    ...section(5, [0x01, 0x00, 0x01]), // one memory, at least 1 page
    ...section(7, [0x02, ...name('memory'), 0x02, 0x00, ...name('i420'), 0x00, 0x00]),
    ...section(10, [0x01, ...uleb128(body.length), ...body]),
  ]);
}

function section(id: number, content: number[]): number[] {
  return [id, ...uleb128(content.length), ...content];
}

function name(text: string): number[] {
  return [...uleb128(text.length), ...Buffer.from(text, 'utf8')];
}

function uleb128(value: number): number[] {
  const bytes: number[] = [];
  let rest = value >>> 0;
  do {
    let byte = rest & 0x7f;
    rest >>>= 7;
    if (rest !== 0) byte |= 0x80;
    bytes.push(byte);
  } while (rest !== 0);
  return bytes;
}

function sleb128(value: number): number[] {
  const bytes: number[] = [];
  let rest = value | 0;
  for (;;) {
    const byte = rest & 0x7f;
    rest >>= 7;
    const done = (rest === 0 && (byte & 0x40) === 0) || (rest === -1 && (byte & 0x40) !== 0);
    bytes.push(done ? byte : byte | 0x80);
    if (done) return bytes;
  }
}
