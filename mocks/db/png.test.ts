import { inflateSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import {
  adler32,
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  captchaPngBase64,
  crc32,
  createImage,
  encodePng,
  PNG_SIGNATURE,
  setPixel,
  toBase64,
  zlibStored,
} from './png.ts';

interface Chunk {
  type: string;
  data: Uint8Array;
}

/** Splits a PNG into chunks, checking each CRC: a decoder would refuse the file otherwise. */
function chunksOf(png: Uint8Array): Chunk[] {
  expect([...png.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(view.getUint32(offset + 8 + length), `CRC of ${type}`).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)));
    chunks.push({ type, data });
    offset += 12 + length;
  }
  return chunks;
}

/** Decodes our own PNGs (RGB, 8-bit, filter 0) with Node's zlib, which verifies the Adler-32. */
function decode(png: Uint8Array) {
  const chunks = chunksOf(png);
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = new DataView(chunks[0]!.data.buffer, chunks[0]!.data.byteOffset, 13);
  const width = header.getUint32(0);
  const height = header.getUint32(4);
  expect([...chunks[0]!.data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  const raw = inflateSync(chunks[1]!.data);
  expect(raw.length).toBe(height * (1 + width * 3));
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (1 + width * 3)], 'filter byte').toBe(0);
    pixels.set(raw.subarray(y * (1 + width * 3) + 1, (y + 1) * (1 + width * 3)), y * width * 3);
  }
  return { width, height, pixels };
}

describe('checksums', () => {
  test('CRC-32 and Adler-32 match their published check values', () => {
    const ascii = (text: string) => new TextEncoder().encode(text);
    expect(crc32(ascii('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
    expect(adler32(ascii('Wikipedia'))).toBe(0x11e60398);
    expect(adler32(new Uint8Array(0))).toBe(1);
  });

  test('Adler-32 stays exact past the NMAX block size (no overflow on long runs of 0xff)', () => {
    const data = new Uint8Array(20_000).fill(0xff);
    let a = 1;
    let b = 0;
    for (const byte of data) {
      a = (a + byte) % 65521;
      b = (b + a) % 65521;
    }
    expect(adler32(data)).toBe(((b << 16) | a) >>> 0);
  });
});

describe('zlib stored blocks', () => {
  test.each([0, 1, 65_535, 65_536, 140_000])('%i bytes inflate back with a real decoder', (size) => {
    const data = Uint8Array.from({ length: size }, (_, i) => (i * 31) & 0xff);
    expect(Buffer.compare(inflateSync(zlibStored(data)), Buffer.from(data))).toBe(0);
  });
});

describe('encodePng', () => {
  test('a small image round-trips pixel for pixel', () => {
    const image = createImage(3, 2, [10, 20, 30]);
    setPixel(image, 2, 1, [255, 0, 128]);
    setPixel(image, 9, 9, [1, 2, 3]); // outside: ignored
    const decoded = decode(encodePng(image));
    expect(decoded).toMatchObject({ width: 3, height: 2 });
    expect([...decoded.pixels]).toEqual([...image.pixels]);
    expect([...decoded.pixels.subarray(15, 18)]).toEqual([255, 0, 128]);
  });

  test('refuses a pixel buffer of the wrong size', () => {
    expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(5) })).toThrow(/size/);
  });

  test('toBase64 is standard padded Base64', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 255]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 97 + 13) & 0xff);
      expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    }
  });
});

describe('captcha picture', () => {
  const darkPixels = (pixels: Uint8Array) => {
    let count = 0;
    for (let i = 0; i < pixels.length; i += 3) if (pixels[i]! <= 110 && pixels[i + 1]! <= 110 && pixels[i + 2]! <= 110) count++;
    return count;
  };

  test('is a valid PNG of the captcha size whose digits are drawn in dark ink', () => {
    const { width, height, pixels } = decode(Buffer.from(captchaPngBase64('8808'), 'base64'));
    expect([width, height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    // "8" has 17 lit font cells and "0" 18 (3x3 pixels each); lines may cover a few.
    expect(darkPixels(pixels)).toBeGreaterThan(0.9 * 9 * (17 * 3 + 18));
    const { pixels: ones } = decode(Buffer.from(captchaPngBase64('1111'), 'base64'));
    expect(darkPixels(ones)).toBeLessThan(darkPixels(pixels));
  });

  test('is the same for the same code and differs between codes', () => {
    expect(captchaPngBase64('4096')).toBe(captchaPngBase64('4096'));
    expect(captchaPngBase64('4096')).not.toBe(captchaPngBase64('4097'));
  });

  test('refuses characters the font cannot draw', () => {
    expect(() => captchaPngBase64('12a4')).toThrow(/glyph/);
  });
});
