/** The platform's "E" (encrypted) request scheme and its customer-service path obfuscation. */
import { desDecrypt, desEncrypt } from './des.ts';
import { rsaEncryptedString } from './rsa.ts';

export const KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_LENGTH = 16;
/** 248 = 4 * 62: bytes from here up would favour the first 8 characters. */
const UNBIASED_LIMIT = 4 * KEY_ALPHABET.length;
const CS_KEY_LENGTH = 8;

export type RandomSource = (n: number) => Uint8Array;

const cryptoRandom: RandomSource = (n) => crypto.getRandomValues(new Uint8Array(n));

/** A 16-character `0-9A-Za-z` string; the per-request key of the E scheme. */
export function randomKey(random: RandomSource = cryptoRandom): string {
  let key = '';
  while (key.length < KEY_LENGTH) {
    const bytes = random(KEY_LENGTH - key.length);
    // A source that gives nothing would loop forever.
    if (bytes.length === 0) throw new Error('random source returned no bytes');
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && key.length < KEY_LENGTH) key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
    }
  }
  return key;
}

export interface EncryptedRequest {
  body: { value: string };
  headers: { Encryption: string; 'X-Digest': string; 'X-RSA': string };
}

/**
 * Body and headers of an E request: DES(JSON) under a fresh random key, the reversed key under the
 * platform's RSA modulus, and the digest/modulus echo headers the gateway requires.
 */
export function encryptPayload(payload: unknown, modulusHex: string, random?: RandomSource): EncryptedRequest {
  const json: unknown = JSON.stringify(payload);
  if (typeof json !== 'string') throw new Error('payload is not JSON-serialisable');
  const key = randomKey(random);
  const value = desEncrypt(json, key);
  return {
    body: { value },
    headers: {
      Encryption: rsaEncryptedString(modulusHex, [...key].reverse().join('')),
      'X-Digest': value,
      'X-RSA': modulusHex,
    },
  };
}

/**
 * Customer-service `path`: Base64 DES ciphertext followed by its own 8-character key. Obfuscation, not
 * security: the result is untrusted and still needs URL validation before it is opened.
 */
export function decryptCustomerServicePath(path: string): string {
  if (path.length <= CS_KEY_LENGTH) throw new Error('customer-service path is too short to hold a ciphertext and its key');
  const url = desDecrypt(path.slice(0, -CS_KEY_LENGTH), path.slice(-CS_KEY_LENGTH));
  if (url === '') throw new Error('customer-service path decrypts to nothing');
  return url;
}
