/**
 * The platform's RSA layer: a port of `encryptedString` from the old RSAKeyPair JS library
 * (Dave Shapiro's RSA.js / BigInt.js) that its encrypt.js uses. Textbook RSA with no PKCS#1
 * padding, so the gateway only accepts exactly this block layout and hex format.
 */

const HEX = /^[0-9a-f]+$/i;

/** Parses a non-empty hex string (what RSA.js's biFromHex accepts, minus its silent zero for bad characters). */
export function bigIntFromHex(hex: string, what: string): bigint {
  if (!HEX.test(hex)) throw new Error(`RSA ${what} must be a non-empty hex string`);
  return BigInt(`0x${hex}`);
}

/** Index of the highest non-zero 16-bit digit (RSA.js `biHighIndex`; 0 for zero). */
function highIndex(value: bigint): number {
  return value === 0n ? 0 : Math.floor((value.toString(2).length - 1) / 16);
}

/** Bytes per block: RSA.js packs two bytes per digit and leaves the modulus's top digit free, so a block stays below it. */
export function chunkSizeOf(modulus: bigint): number {
  return 2 * highIndex(modulus);
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n % modulus;
  let square = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}

/** RSA.js `biToHex`: every 16-bit digit as 4 lower-case hex chars, from the highest non-zero digit down. */
function toDigitHex(value: bigint): string {
  const hex = value.toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, '0');
}

/**
 * `encryptedString(new RSAKeyPair(exponentHex, '', modulusHex), text)`: char codes zero-padded to a
 * multiple of the chunk size, each chunk read as little-endian 16-bit digits, raised to the
 * exponent, written as digit hex; blocks joined by single spaces.
 */
export function rsaEncryptedString(modulusHex: string, text: string, exponentHex = '10001'): string {
  const modulus = bigIntFromHex(modulusHex, 'modulus');
  const exponent = bigIntFromHex(exponentHex, 'exponent');
  const chunkSize = chunkSizeOf(modulus);
  // Below 2^16 the library's chunk size is 0 and its padding loop never ends.
  if (chunkSize === 0) throw new Error('RSA modulus must be at least 0x10000');

  const blocks: string[] = [];
  for (let start = 0; start < text.length; start += chunkSize) {
    let block = 0n;
    // Little-endian: the first byte is the lowest; missing bytes are the zero padding.
    for (let offset = chunkSize - 1; offset >= 0; offset--) {
      const code = start + offset < text.length ? text.charCodeAt(start + offset) : 0;
      // The library adds two bytes into one 16-bit digit, so a wider code would corrupt its neighbour.
      if (code > 0xff) throw new Error('RSA plaintext must be Latin-1 (char codes up to 255)');
      block = (block << 8n) | BigInt(code);
    }
    blocks.push(toDigitHex(modPow(block, exponent, modulus)));
  }
  return blocks.join(' ');
}
