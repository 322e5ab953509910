/**
 * DES-ECB with PKCS#7 padding and a UTF-8 key, as the platform's CryptoJS calls do it. WebCrypto has
 * no DES, so this uses crypto-js, imported per module so the bundle carries DES and not all of it.
 */
import CryptoJS from 'crypto-js/core';
// Side effect: registers CryptoJS.DES (and the cipher core) on the shared core object.
import 'crypto-js/tripledes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import NoPadding from 'crypto-js/pad-nopadding';
import Pkcs7 from 'crypto-js/pad-pkcs7';

const BLOCK_BYTES = 8;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** CryptoJS DES reads only the first 8 key bytes and silently zero-fills a shorter key, so refuse one. */
function desKey(key: string): CryptoJS.lib.WordArray {
  const bytes = Utf8.parse(key);
  if (bytes.sigBytes < BLOCK_BYTES) throw new Error('DES key must be at least 8 bytes of UTF-8');
  return bytes;
}

function toBytes(words: CryptoJS.lib.WordArray): Uint8Array {
  const bytes = new Uint8Array(words.sigBytes);
  for (let i = 0; i < bytes.length; i++) bytes[i] = ((words.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
  return bytes;
}

/** `DES.encrypt(plaintext, Utf8.parse(key), {mode: ECB, padding: Pkcs7})` as Base64. */
export function desEncrypt(plaintext: string, key: string): string {
  return CryptoJS.DES.encrypt(Utf8.parse(plaintext), desKey(key), { mode: ECB, padding: Pkcs7 }).ciphertext.toString(Base64);
}

/**
 * Inverse of {@link desEncrypt}. CryptoJS neither checks the Base64 nor the padding (garbage comes back
 * as '' or a "Malformed UTF-8" throw), so both are checked here and any failure is one thrown Error.
 */
export function desDecrypt(base64: string, key: string): string {
  if (!BASE64.test(base64)) throw new Error('DES ciphertext is not Base64');
  const ciphertext = Base64.parse(base64);
  if (ciphertext.sigBytes === 0 || ciphertext.sigBytes % BLOCK_BYTES !== 0)
    throw new Error('DES ciphertext is not a whole number of 8-byte blocks');

  const params = CryptoJS.lib.CipherParams.create({ ciphertext });
  const padded = toBytes(CryptoJS.DES.decrypt(params, desKey(key), { mode: ECB, padding: NoPadding }));
  const padLength = padded[padded.length - 1] ?? 0;
  if (padLength < 1 || padLength > BLOCK_BYTES || padded.subarray(-padLength).some((byte) => byte !== padLength)) {
    throw new Error('DES decryption failed: bad padding (wrong key or corrupt ciphertext)');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(padded.subarray(0, -padLength));
  } catch (cause) {
    throw new Error('DES decryption failed: plaintext is not UTF-8', { cause });
  }
}
