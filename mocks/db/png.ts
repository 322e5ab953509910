/**
 * A tiny PNG encoder and the captcha picture it draws. It runs in the browser worker as well as in
 * Node, so it uses neither node:zlib nor Buffer: the zlib stream is made of stored (uncompressed)
 * deflate blocks, which every PNG decoder must accept; the price is a larger file (a 100x36 RGB
 * captcha is about 11 KB), which does not matter for a fake platform.
 */
import { createRng, hashSeed, type Rng } from './rng.ts';

/** 8-bit RGB pixels, row by row, 3 bytes per pixel. */
export interface RgbImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function createImage(width: number, height: number, background: readonly [number, number, number] = [255, 255, 255]): RgbImage {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels.set(background, i);
  return { width, height, pixels };
}

export function setPixel(image: RgbImage, x: number, y: number, rgb: readonly [number, number, number]): void {
  if (x < 0 || y < 0 || x >= image.width || y >= image.height) return;
  image.pixels.set(rgb, (y * image.width + x) * 3);
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309, as PNG chunks use it). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Adler-32, the checksum that ends a zlib stream. */
export function adler32(bytes: Uint8Array): number {
  const MOD = 65521;
  // 5552 is the most bytes that can be summed before b may overflow 2^32 (zlib's NMAX).
  const NMAX = 5552;
  let a = 1;
  let b = 0;
  for (let start = 0; start < bytes.length; start += NMAX) {
    const end = Math.min(start + NMAX, bytes.length);
    for (let i = start; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= MOD;
    b %= MOD;
  }
  return ((b << 16) | a) >>> 0;
}

const MAX_STORED_BLOCK = 65_535;

/** A zlib stream (RFC 1950) whose deflate data (RFC 1951) is stored blocks only. */
export function zlibStored(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / MAX_STORED_BLOCK));
  const out = new Uint8Array(2 + blocks * 5 + data.length + 4);
  // CMF 0x78: deflate with a 32K window; FLG 0x01 makes CMF*256+FLG a multiple of 31 (no dictionary, level 0).
  out[0] = 0x78;
  out[1] = 0x01;
  let offset = 2;
  for (let block = 0; block < blocks; block++) {
    const start = block * MAX_STORED_BLOCK;
    const length = Math.min(MAX_STORED_BLOCK, data.length - start);
    // Header bits BFINAL + BTYPE=00, then padding to the byte boundary: a whole byte of 0 or 1.
    out[offset] = block === blocks - 1 ? 1 : 0;
    out[offset + 1] = length & 0xff;
    out[offset + 2] = length >>> 8;
    out[offset + 3] = ~length & 0xff;
    out[offset + 4] = (~length >>> 8) & 0xff;
    out.set(data.subarray(start, start + length), offset + 5);
    offset += 5 + length;
  }
  writeUint32(out, offset, adler32(data));
  return out;
}

function writeUint32(target: Uint8Array, offset: number, value: number): void {
  target[offset] = value >>> 24;
  target[offset + 1] = (value >>> 16) & 0xff;
  target[offset + 2] = (value >>> 8) & 0xff;
  target[offset + 3] = value & 0xff;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  writeUint32(out, 0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  // The CRC covers the type and the data, not the length.
  writeUint32(out, 8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

export const PNG_SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

/** An 8-bit truecolour, non-interlaced PNG; every scanline uses filter 0 (none). */
export function encodePng(image: RgbImage): Uint8Array {
  const { width, height, pixels } = image;
  if (pixels.length !== width * height * 3) throw new Error('pixel buffer does not match the image size');
  const header = new Uint8Array(13);
  writeUint32(header, 0, width);
  writeUint32(header, 4, height);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  // compression, filter and interlace methods are all 0
  const stride = width * 3;
  const raw = new Uint8Array(height * (stride + 1));
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const parts = [PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', zlibStored(raw)), chunk('IEND', new Uint8Array(0))];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard padded Base64 (btoa needs a binary string; this needs nothing). */
export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i]!;
    const b1 = bytes[i + 1];
    const b2 = bytes[i + 2];
    out += BASE64_ALPHABET[b0 >>> 2]!;
    out += BASE64_ALPHABET[((b0 & 3) << 4) | ((b1 ?? 0) >>> 4)]!;
    out += b1 === undefined ? '=' : BASE64_ALPHABET[((b1 & 15) << 2) | ((b2 ?? 0) >>> 6)]!;
    out += b2 === undefined ? '=' : BASE64_ALPHABET[b2 & 63]!;
  }
  return out;
}

/** A 5x7 bitmap font for the digits, one string of 5 bits per row. */
export const DIGIT_FONT: Readonly<Record<string, readonly string[]>> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const CAPTCHA_WIDTH = 100;
export const CAPTCHA_HEIGHT = 36;
const SCALE = 3;
const GLYPH_WIDTH = 5 * SCALE;
const GLYPH_HEIGHT = 7 * SCALE;

type Rgb = [number, number, number];

const light = (rng: Rng): Rgb => [rng.int(170, 235), rng.int(170, 235), rng.int(170, 235)];
const dark = (rng: Rng): Rgb => [rng.int(10, 110), rng.int(10, 110), rng.int(10, 110)];

function line(image: RgbImage, x0: number, y0: number, x1: number, y1: number, rgb: Rgb): void {
  // Bresenham, so the noise lines are one pixel wide.
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  let x = x0;
  let y = y0;
  for (;;) {
    setPixel(image, x, y, rgb);
    if (x === x1 && y === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
  }
}

/**
 * The captcha picture of a digit code: a pale background, the digits in dark colours, each nudged
 * and slanted a little, with light dots and thin lines over it. The same code always gives the same
 * picture (the noise is seeded from the code), so screenshots are stable.
 */
export function drawCaptcha(code: string): RgbImage {
  const rng = createRng(hashSeed(`captcha:${code}`));
  const image = createImage(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [rng.int(236, 250), rng.int(236, 250), rng.int(236, 250)]);
  for (let i = 0; i < 160; i++) setPixel(image, rng.int(0, CAPTCHA_WIDTH - 1), rng.int(0, CAPTCHA_HEIGHT - 1), light(rng));

  const gap = 6;
  const total = code.length * GLYPH_WIDTH + (code.length - 1) * gap;
  const left = Math.floor((CAPTCHA_WIDTH - total) / 2);
  const top = Math.floor((CAPTCHA_HEIGHT - GLYPH_HEIGHT) / 2);
  [...code].forEach((char, index) => {
    const glyph = DIGIT_FONT[char];
    if (!glyph) throw new Error(`the captcha font has no glyph for ${JSON.stringify(char)}`);
    const colour = dark(rng);
    const x0 = left + index * (GLYPH_WIDTH + gap) + rng.int(-2, 2);
    const y0 = top + rng.int(-3, 3);
    // Slant: shift each font row by up to one pixel per two rows, to the left or the right.
    const slant = rng.pick([-1, 0, 1]);
    glyph.forEach((bits, row) => {
      const shift = Math.round(((3 - row) * slant) / 2);
      for (let col = 0; col < 5; col++) {
        if (bits[col] !== '1') continue;
        for (let dy = 0; dy < SCALE; dy++) {
          for (let dx = 0; dx < SCALE; dx++) setPixel(image, x0 + col * SCALE + dx + shift, y0 + row * SCALE + dy, colour);
        }
      }
    });
  });

  for (let i = 0; i < 3; i++) {
    line(
      image,
      rng.int(0, 20),
      rng.int(0, CAPTCHA_HEIGHT - 1),
      rng.int(CAPTCHA_WIDTH - 21, CAPTCHA_WIDTH - 1),
      rng.int(0, CAPTCHA_HEIGHT - 1),
      light(rng),
    );
  }
  return image;
}

/** The captcha as the platform serves it: Base64 PNG without the `data:` prefix. */
export function captchaPngBase64(code: string): string {
  return toBase64(encodePng(drawCaptcha(code)));
}
