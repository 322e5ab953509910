/** The fake gateway's side of the E scheme: undo the client's envelope and refuse what the real gateway refuses. */
import { desDecrypt } from '../../app/api/crypto/des.ts';
import { KEY_ALPHABET } from '../../app/api/crypto/envelope.ts';
import { bigIntFromHex, chunkSizeOf, modPow } from '../../app/api/crypto/rsa.ts';
import { type PlatformKeys } from './platform-keys.ts';

/**
 * Inverse of `rsaEncryptedString`: each space-separated hex block to c^d mod n, its little-endian
 * 16-bit digits back to bytes, trailing zero padding dropped, bytes as char codes.
 */
export function rsaDecryptedString(cipherText: string, nHex: string, dHex: string): string {
  const n = bigIntFromHex(nHex, 'modulus');
  const d = bigIntFromHex(dHex, 'private exponent');
  const chunkSize = chunkSizeOf(n);
  if (chunkSize === 0) throw new Error('RSA modulus must be at least 0x10000');

  const bytes: number[] = [];
  for (const hex of cipherText.split(' ')) {
    const block = bigIntFromHex(hex, 'ciphertext block');
    if (block >= n) throw new Error('RSA ciphertext block is not below the modulus');
    let plain = modPow(block, d, n);
    for (let i = 0; i < chunkSize; i++, plain >>= 8n) bytes.push(Number(plain & 0xffn));
    // A block the client built never spills past its chunk; this one was made under another key.
    if (plain !== 0n) throw new Error('RSA block decrypts to more than one chunk (wrong key?)');
  }
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return String.fromCharCode(...bytes.slice(0, end));
}

type Rejection = { ok: false; status: 400; errorCode: 'request_body_required' | 'request_decrypt_failed'; message: string };
export type DecryptResult = { ok: true; payload: unknown; key: string } | Rejection;

export interface EncryptedRequestLike {
  body: unknown;
  headers: { get(name: string): string | null };
}

const reject = (errorCode: Rejection['errorCode'], message: string): Rejection => ({ ok: false, status: 400, errorCode, message });

const isRandomKey = (key: string) => key.length === 16 && [...key].every((char) => KEY_ALPHABET.includes(char));

/** Recovers the payload (and the client's random key) of an E request, with the gateway's 400s for anything else. */
export function decryptRequest(request: EncryptedRequestLike, keys: Pick<PlatformKeys, 'n' | 'd'>): DecryptResult {
  const encryption = request.headers.get('Encryption');
  const digest = request.headers.get('X-Digest');
  const modulus = request.headers.get('X-RSA');
  if (!encryption || !digest || !modulus) return reject('request_body_required', 'Encryption, X-Digest and X-RSA headers are required');

  const { body } = request;
  const value = typeof body === 'object' && body !== null && 'value' in body ? body.value : undefined;
  if (typeof value !== 'string') return reject('request_body_required', 'body must be {"value": "<DES ciphertext>"}');
  if (digest !== value) return reject('request_decrypt_failed', 'X-Digest does not match the body');
  // The client must echo the modulus it was served; a stale or foreign one means the key cannot be recovered.
  if (modulus !== keys.n) return reject('request_decrypt_failed', 'X-RSA is not the platform modulus');

  let key: string;
  try {
    key = [...rsaDecryptedString(encryption, keys.n, keys.d)].reverse().join('');
  } catch (error) {
    return reject('request_decrypt_failed', `Encryption header: ${String(error)}`);
  }
  if (!isRandomKey(key)) return reject('request_decrypt_failed', 'Encryption header does not hold a 16-character random key');

  try {
    return { ok: true, payload: JSON.parse(desDecrypt(value, key)), key };
  } catch (error) {
    return reject('request_decrypt_failed', `body value: ${String(error)}`);
  }
}
