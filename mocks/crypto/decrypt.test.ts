import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { desEncrypt } from '../../app/api/crypto/des.ts';
import { encryptPayload, KEY_ALPHABET, type RandomSource } from '../../app/api/crypto/envelope.ts';
import { rsaEncryptedString } from '../../app/api/crypto/rsa.ts';
import { decryptRequest, type EncryptedRequestLike, rsaDecryptedString } from './decrypt.ts';
import { platformKeys } from './platform-keys.ts';

const { n, d } = platformKeys;

/** Replays `bytes` in a loop (250 and 248 are rejected by randomKey). */
function replay(bytes: readonly number[]): RandomSource {
  let next = 0;
  return (count) => Uint8Array.from({ length: count }, () => bytes[next++ % bytes.length] ?? 0);
}
const fixedRandom = () => replay([250, 61, 0, 10, 36, 247, 123, 124, 99, 5, 200, 7, 31, 62, 248, 15, 44, 17]);
const FIXED_KEY = 'z0Aazz0b5E7V0FiH';

const payload = { username: 'demo01', password: 'Secret#123', captcha: '', nested: { list: [1, 'two', null, true] } };

function toRequest(body: unknown, headers: Record<string, string>): EncryptedRequestLike {
  return { body, headers: new Headers(headers) };
}

function encrypted(value: unknown = payload) {
  const { body, headers } = encryptPayload(value, n, fixedRandom());
  return { body, headers: { ...headers } as Record<string, string> };
}

const reversed = (text: string) => [...text].reverse().join('');

/** Flips the last ciphertext byte, so the final block (and its padding) decrypts to noise. */
function corruptLastByte(base64: string): string {
  const bytes = atob(base64);
  return btoa(bytes.slice(0, -1) + String.fromCharCode(bytes.charCodeAt(bytes.length - 1) ^ 0xff));
}

describe('platform key', () => {
  test('is a fixed 1024-bit modulus with exponent 65537', () => {
    expect(BigInt(`0x${n}`).toString(2)).toHaveLength(1024);
    expect(platformKeys.e).toBe('10001');
  });
});

describe('rsaDecryptedString', () => {
  test('the client header for the fixed key matches the original RSA.js output under the platform modulus', () => {
    // setMaxDigits(130); encryptedString(new RSAKeyPair('10001', '', n), 'HiF0V7E5b0zzaA0z'), computed once.
    const header =
      'cc92639b654fe7d7d28d240640b97718dfb03bc20095fe37b09da87888389e8c565936c4ebdb36a08fa6c6f6fe2604c60f2cfb7c660e284b8b334031e97551bb' +
      '701f7c579c293fa6fec63d98712fdc42a960dafa571b6125f7fe87b4faa4ac39ec955ceaffe23a911f2ba2c067cff45c7cf0c984a86747f9b82d7602f0942a05';
    expect(encryptPayload(payload, n, fixedRandom()).headers.Encryption).toBe(header);
    expect(rsaDecryptedString(header, n, d)).toBe(reversed(FIXED_KEY));
  });

  test('round-trips 200 random 16-character keys with the 1024-bit key', () => {
    const key = fc.string({ unit: fc.constantFrom(...KEY_ALPHABET), minLength: 16, maxLength: 16 });
    fc.assert(
      fc.property(key, (text) => rsaDecryptedString(rsaEncryptedString(n, text), n, d) === text),
      { seed: 1715, numRuns: 200 },
    );
  });

  test('round-trips text spanning several 126-byte blocks', () => {
    const text = Array.from({ length: 300 }, (_, i) => String.fromCharCode(1 + (i % 255))).join('');
    const cipherText = rsaEncryptedString(n, text);
    expect(cipherText.split(' ')).toHaveLength(3);
    expect(rsaDecryptedString(cipherText, n, d)).toBe(text);
  });

  test('throws on blocks the client cannot have produced', () => {
    expect(() => rsaDecryptedString('', n, d)).toThrow(/hex/);
    expect(() => rsaDecryptedString('zz', n, d)).toThrow(/hex/);
    expect(() => rsaDecryptedString(n, n, d)).toThrow(/below the modulus/);
    // Encrypted under another modulus: decrypts to a number wider than one chunk.
    expect(() => rsaDecryptedString(rsaEncryptedString('100040003', FIXED_KEY), n, d)).toThrow(/more than one chunk/);
  });
});

describe('decryptRequest', () => {
  test('recovers the exact payload and the random key from encryptPayload', () => {
    const { body, headers } = encrypted();
    expect(decryptRequest(toRequest(body, headers), platformKeys)).toEqual({ ok: true, payload, key: FIXED_KEY });
  });

  test('round-trips any JSON payload with fresh random keys', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const { body, headers } = encryptPayload(value, n);
        const result = decryptRequest(toRequest(body, headers), platformKeys);
        expect(result).toMatchObject({ ok: true, payload: JSON.parse(JSON.stringify(value)) });
      }),
      { seed: 4242, numRuns: 30 },
    );
  });

  test.each(['Encryption', 'X-Digest', 'X-RSA'])('a request without %s is request_body_required', (name) => {
    const { body, headers } = encrypted();
    delete headers[name];
    expect(decryptRequest(toRequest(body, headers), platformKeys)).toMatchObject({
      ok: false,
      status: 400,
      errorCode: 'request_body_required',
    });
    expect(decryptRequest(toRequest(body, { ...headers, [name]: '' }), platformKeys)).toMatchObject({ errorCode: 'request_body_required' });
  });

  test.each([
    ['a plain JSON body', payload],
    ['a null body', null],
    ['a string body', 'value'],
    ['a non-string value', { value: 42 }],
  ])('%s is request_body_required', (_, body) => {
    const { headers } = encrypted();
    expect(decryptRequest(toRequest(body, headers), platformKeys)).toMatchObject({
      ok: false,
      status: 400,
      errorCode: 'request_body_required',
    });
  });

  test('a tampered X-Digest is rejected while the untampered request passes (positive control)', () => {
    const { body, headers } = encrypted();
    expect(decryptRequest(toRequest(body, headers), platformKeys).ok).toBe(true);
    const tampered = { ...headers, 'X-Digest': `A${body.value.slice(1)}` };
    expect(tampered['X-Digest']).not.toBe(body.value);
    expect(decryptRequest(toRequest(body, tampered), platformKeys)).toMatchObject({
      ok: false,
      status: 400,
      errorCode: 'request_decrypt_failed',
    });
  });

  test('an X-RSA that is not the platform modulus is request_decrypt_failed', () => {
    const { body, headers } = encrypted();
    for (const modulus of ['100040003', n.toUpperCase(), `${n.slice(0, -1)}d`]) {
      expect(decryptRequest(toRequest(body, { ...headers, 'X-RSA': modulus }), platformKeys)).toMatchObject({
        errorCode: 'request_decrypt_failed',
        message: expect.stringMatching(/X-RSA/),
      });
    }
  });

  test('an Encryption header that does not decrypt to a random key is request_decrypt_failed', () => {
    const { body, headers } = encrypted();
    const cases = [
      'not hex',
      rsaEncryptedString('100040003', reversed(FIXED_KEY)),
      rsaEncryptedString(n, reversed('short')),
      rsaEncryptedString(n, reversed('z0Aazz0b5E7V0Fi!')),
    ];
    for (const encryption of cases) {
      expect(decryptRequest(toRequest(body, { ...headers, Encryption: encryption }), platformKeys)).toMatchObject({
        errorCode: 'request_decrypt_failed',
        message: expect.stringMatching(/Encryption header/),
      });
    }
  });

  test('a key the body was not encrypted with is request_decrypt_failed', () => {
    const { body, headers } = encrypted();
    const otherKey = rsaEncryptedString(n, reversed('Q0Aazz0b5E7V0FiH'));
    expect(decryptRequest(toRequest(body, { ...headers, Encryption: otherKey }), platformKeys)).toMatchObject({
      errorCode: 'request_decrypt_failed',
      message: expect.stringMatching(/body value/),
    });
  });

  test('a forgotten key reversal is request_decrypt_failed', () => {
    const { body, headers } = encrypted();
    const unreversed = rsaEncryptedString(n, FIXED_KEY);
    expect(decryptRequest(toRequest(body, { ...headers, Encryption: unreversed }), platformKeys)).toMatchObject({
      errorCode: 'request_decrypt_failed',
    });
  });

  test('a body that decrypts but is not JSON is request_decrypt_failed', () => {
    const { headers } = encrypted();
    const value = desEncrypt('username=demo01&password=x', FIXED_KEY);
    const result = decryptRequest(toRequest({ value }, { ...headers, 'X-Digest': value }), platformKeys);
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      errorCode: 'request_decrypt_failed',
      message: expect.stringMatching(/body value/),
    });
  });

  test('a corrupted body with a matching digest is request_decrypt_failed', () => {
    const { body, headers } = encrypted();
    const value = corruptLastByte(body.value);
    expect(decryptRequest(toRequest({ value }, { ...headers, 'X-Digest': value }), platformKeys)).toMatchObject({
      errorCode: 'request_decrypt_failed',
    });
  });
});
