import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { desDecrypt, desEncrypt } from './des.ts';
import { decryptCustomerServicePath, encryptPayload, KEY_ALPHABET, randomKey, type RandomSource } from './envelope.ts';
import { rsaEncryptedString } from './rsa.ts';

/** A random source that replays `bytes` in a loop, so keys are reproducible. */
function replay(bytes: readonly number[]): RandomSource {
  let next = 0;
  return (n) => Uint8Array.from({ length: n }, () => bytes[next++ % bytes.length] ?? 0);
}

// 250 and 248 are rejected; the rest map to KEY_ALPHABET[byte % 62].
const FIXED_BYTES = [250, 61, 0, 10, 36, 247, 123, 124, 99, 5, 200, 7, 31, 62, 248, 15, 44, 17];
const FIXED_KEY = 'z0Aazz0b5E7V0FiH';

const CS_PLAINTEXT = 'https://chat.example.test/?b2c=1';
const CS_PATH = 'YFpU7KVM9lUSc6CpudP6a69Yh8zooukZ1NwH7Gz7mv24VMo7IIZOEg==Ab3dE6gH';

/** 251 * 263: highest 16-bit digit is index 1, so 2-byte chunks. */
const N_CHUNK2 = 0x101ddn;
/** 65537 * 65539: highest digit index 2, so 4-byte chunks. */
const N_CHUNK4 = 0x100040003n;

/** Deliberately naive (repeated multiplication) so it shares nothing with the code under test. */
function slowModPow(base: bigint, exponent: number, modulus: bigint): bigint {
  let result = 1n;
  for (let i = 0; i < exponent; i++) result = (result * base) % modulus;
  return result;
}

describe('DES (CryptoJS DES-ECB-PKCS7, UTF-8 key)', () => {
  // Expected values cross-checked with `openssl enc -des-ecb -provider legacy -K <first 8 key bytes>`.
  test('encrypts a login payload to the fixed vector, using only the first 8 key bytes', () => {
    const payload = '{"username":"demo01","password":"Secret#123"}';
    const expected = 'CMi2PRElFoSBejehhu8A526lhTSkd34Ia8EPTzWOylPeE5COp+HfmW3KrvKvjsAe';
    expect(desEncrypt(payload, 'k3Y9pQ2zXw8LmN4r')).toBe(expected);
    expect(desEncrypt(payload, 'k3Y9pQ2z')).toBe(expected);
    expect(desDecrypt(expected, 'k3Y9pQ2zXw8LmN4r')).toBe(payload);
  });

  test('encodes non-ASCII plaintext as UTF-8 both ways', () => {
    const payload = '{"nickname":"Nguyễn 王","amount":1.5}';
    const expected = 'ZlJljS0iuw6hhBx+RPYH3C3A+jfSbNxN8uebKpFKtIUjxot0WooTxlFk8WkdZ8+m';
    expect(desEncrypt(payload, 'Zq81LmXc')).toBe(expected);
    expect(desDecrypt(expected, 'Zq81LmXc')).toBe(payload);
  });

  test('agrees with the customer-service vector from the platform research', () => {
    expect(desEncrypt(CS_PLAINTEXT, 'Ab3dE6gH')).toBe(CS_PATH.slice(0, -8));
  });

  test('throws instead of returning junk for garbage input', () => {
    const ciphertext = CS_PATH.slice(0, -8);
    expect(() => desDecrypt('not base64!', 'Ab3dE6gH')).toThrow(/not Base64/);
    expect(() => desDecrypt('', 'Ab3dE6gH')).toThrow(/8-byte blocks/);
    expect(() => desDecrypt('QUJD', 'Ab3dE6gH')).toThrow(/8-byte blocks/);
    // Wrong key: plain CryptoJS returns '' or throws "Malformed UTF-8" here depending on the bytes.
    expect(() => desDecrypt(ciphertext, 'Ab3dE6gX')).toThrow(/DES decryption failed/);
    // Last block corrupted, so its padding is gone.
    const bytes = atob(ciphertext);
    const lastByteFlipped = btoa(bytes.slice(0, -1) + String.fromCharCode(bytes.charCodeAt(bytes.length - 1) ^ 0xff));
    expect(() => desDecrypt(lastByteFlipped, 'Ab3dE6gH')).toThrow(/DES decryption failed/);
  });

  test('refuses a key shorter than 8 bytes, which CryptoJS would silently zero-fill', () => {
    expect(() => desEncrypt('x', 'short')).toThrow(/at least 8 bytes/);
    expect(() => desDecrypt(CS_PATH.slice(0, -8), 'short')).toThrow(/at least 8 bytes/);
  });
});

describe('customer-service path', () => {
  test('decrypts the research vector: key is the last 8 characters', () => {
    expect(decryptCustomerServicePath(CS_PATH)).toBe(CS_PLAINTEXT);
  });

  test('throws on a path too short to hold ciphertext and key', () => {
    expect(() => decryptCustomerServicePath('')).toThrow(/too short/);
    expect(() => decryptCustomerServicePath('Ab3dE6gH')).toThrow(/too short/);
  });

  test('throws on an undecryptable path', () => {
    expect(() => decryptCustomerServicePath('xAb3dE6gH')).toThrow();
    expect(() => decryptCustomerServicePath(`${CS_PATH.slice(0, -8)}Ab3dE6gX`)).toThrow(/DES decryption failed/);
    expect(() => decryptCustomerServicePath(`https://evil.example/${'Ab3dE6gH'}`)).toThrow(/not Base64/);
  });

  test('throws when the ciphertext decrypts to an empty URL', () => {
    expect(() => decryptCustomerServicePath(`${desEncrypt('', 'Ab3dE6gH')}Ab3dE6gH`)).toThrow(/nothing/);
  });
});

describe('rsaEncryptedString (RSA.js encryptedString, no padding)', () => {
  test('hand-checkable: 2-byte chunks, exponent 3', () => {
    // '\x02' pads to bytes [2, 0] = digit 2; 2^3 = 8; one digit written as 4 hex chars.
    expect(rsaEncryptedString('101dd', '\x02', '3')).toBe('0008');
  });

  test('2-byte chunks: little-endian digits, zero padding, one block per chunk', () => {
    // 'AB' = 0x41 + (0x42 << 8); 'ABC' adds a second chunk [0x43, 0].
    const blockAB = slowModPow(0x4241n, 65537, N_CHUNK2);
    const blockC = slowModPow(0x0043n, 65537, N_CHUNK2);
    expect(rsaEncryptedString('101dd', 'AB')).toBe(blockAB.toString(16).padStart(4, '0'));
    expect(rsaEncryptedString('101dd', 'ABC')).toBe(`${blockAB.toString(16).padStart(4, '0')} ${blockC.toString(16).padStart(4, '0')}`);
    // The same values from the original RSA.js (setMaxDigits(130); encryptedString(new RSAKeyPair('10001', '', '101dd'), s)).
    expect(rsaEncryptedString('101dd', 'AB')).toBe('6e45');
    expect(rsaEncryptedString('101dd', 'ABC')).toBe('6e45 0769');
  });

  test('4-byte chunks: bytes a0..a3 make a0 + a1<<8 + a2<<16 + a3<<24', () => {
    const text = 'HiH1Fi0V7E5b0zz';
    const expected = [0, 4, 8, 12].map((start) => {
      const bytes = [...text.slice(start, start + 4).padEnd(4, '\0')].map((char) => BigInt(char.charCodeAt(0)));
      const block = bytes.reduce((sum, byte, i) => sum + (byte << BigInt(8 * i)), 0n);
      const hex = slowModPow(block, 65537, N_CHUNK4).toString(16);
      return hex.padStart(Math.ceil(hex.length / 4) * 4, '0');
    });
    expect(rsaEncryptedString('100040003', text)).toBe(expected.join(' '));
    // From the original RSA.js, as above.
    expect(rsaEncryptedString('100040003', text)).toBe('a637de37 bf04d21a 1009f30c 6f49e8ff');
  });

  test('keeps the leading zeros of the top 16-bit digit', () => {
    // This block encrypts to 0x1_0002_2212, above 2^32: three digits, the top one written '0001'.
    expect(rsaEncryptedString('100040003', 'ksZQ')).toBe('000100022212');
  });

  test('reads the modulus like biFromHex: case and leading zeros do not matter', () => {
    expect(rsaEncryptedString('000101DD', 'AB')).toBe('6e45');
  });

  test('an empty text gives an empty string, as the library does', () => {
    expect(rsaEncryptedString('101dd', '')).toBe('');
  });

  test('format: lower-case hex blocks of whole digits, one per chunk, joined by single spaces', () => {
    // A 1024-bit modulus (not a real key: only the block layout is under test here), so 126-byte chunks.
    const modulus = `c${'f'.repeat(255)}`;
    const latin1 = fc.string({
      unit: fc.integer({ min: 0, max: 255 }).map((code) => String.fromCharCode(code)),
      minLength: 1,
      maxLength: 400,
    });
    fc.assert(
      fc.property(latin1, (text) => {
        const blocks = rsaEncryptedString(modulus, text).split(' ');
        expect(blocks).toHaveLength(Math.ceil(text.length / 126));
        for (const block of blocks) {
          expect(block).toMatch(/^[0-9a-f]+$/);
          expect(block.length % 4).toBe(0);
          expect(block.length).toBeLessThanOrEqual(256);
        }
      }),
      { seed: 20240601, numRuns: 100 },
    );
  });

  test('rejects a modulus or exponent that is not hex, and a modulus too small to chunk', () => {
    for (const bad of ['', 'xyz', '0x101dd', '101dd\n', '10 1dd']) {
      expect(() => rsaEncryptedString(bad, 'AB')).toThrow(/modulus must be a non-empty hex string/);
    }
    expect(() => rsaEncryptedString('ffff', 'AB')).toThrow(/at least 0x10000/);
    expect(() => rsaEncryptedString('101dd', 'AB', 'g')).toThrow(/exponent must be a non-empty hex string/);
  });

  test('rejects char codes above 255, which the library would fold into the next byte', () => {
    expect(() => rsaEncryptedString('101dd', 'Ā')).toThrow(/Latin-1/);
  });
});

describe('randomKey', () => {
  test('is reproducible with an injected source, rejecting bytes >= 248', () => {
    expect(randomKey(replay(FIXED_BYTES))).toBe(FIXED_KEY);
    expect(randomKey(replay(FIXED_BYTES))).toBe(randomKey(replay(FIXED_BYTES)));
    expect(randomKey(replay([255, 248, 0]))).toBe('0'.repeat(16));
  });

  test('maps every accepted byte value to the alphabet exactly evenly', () => {
    // Two full passes over 0..255 are 496 accepted bytes = 31 keys; each of the 62 characters must appear 8 times.
    const source = replay(Array.from({ length: 256 }, (_, byte) => byte));
    const counts = new Map<string, number>();
    for (let i = 0; i < 31; i++) for (const char of randomKey(source)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    expect([...counts.values()].every((count) => count === 8)).toBe(true);
  });

  test('by default draws 16 alphabet characters from crypto.getRandomValues', () => {
    const keys = Array.from({ length: 50 }, () => randomKey());
    for (const key of keys) {
      expect(key).toHaveLength(16);
      expect([...key].every((char) => KEY_ALPHABET.includes(char))).toBe(true);
    }
    expect(new Set(keys).size).toBe(50);
    expect(KEY_ALPHABET).toBe('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
  });

  test('throws rather than spinning on a source that returns nothing', () => {
    expect(() => randomKey(() => new Uint8Array(0))).toThrow(/no bytes/);
  });
});

describe('encryptPayload', () => {
  test('DES body under the random key, RSA of the reversed key, digest and modulus echoed', () => {
    const payload = { username: 'demo01', password: 'Secret#123' };
    const request = encryptPayload(payload, '100040003', replay(FIXED_BYTES));
    expect(request.body.value).toBe(desEncrypt(JSON.stringify(payload), FIXED_KEY));
    expect(request.headers).toEqual({
      Encryption: rsaEncryptedString('100040003', 'HiF0V7E5b0zzaA0z'),
      'X-Digest': request.body.value,
      'X-RSA': '100040003',
    });
    expect(JSON.parse(desDecrypt(request.body.value, FIXED_KEY))).toEqual(payload);
  });

  test('refuses a payload JSON cannot carry', () => {
    expect(() => encryptPayload(undefined, '100040003')).toThrow(/JSON-serialisable/);
  });
});
