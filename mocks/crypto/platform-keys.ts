/**
 * The fake platform's RSA key pair for the E scheme (hex, like `/wps/session/key/rsa` serves it).
 * A THROWAWAY TEST KEY, never a real secret: generated once with Node's
 * `generateKeyPairSync('rsa', { modulusLength: 1024 })`, exported as JWK and converted base64url to hex,
 * then fixed here so the fake platform always serves the same modulus and tests are reproducible.
 */
export interface PlatformKeys {
  /** Modulus, 1024 bits. */
  n: string;
  /** Public exponent, 65537 as the platform writes it. */
  e: string;
  /** Private exponent. */
  d: string;
}

export const platformKeys: PlatformKeys = {
  n:
    'ddaad45fa4cb8d30131bbcaf52fa8f97857645bc079c2b3a071a697dc9371ec5' +
    'c2c3ea460bd58014aa1489b9a92e3557cdd40bbfeea72f123588529d2718ff4b' +
    '5c88db37dae0d218be4ecb4fb42308779052889c16f04699a833f9950d9b798c' +
    'eab211d5967a8dad0bf6a7f332a774c5213774aec27f58706ee5c86a67dd90cb',
  e: '10001',
  d:
    '42f086a7c76d4cdababa8295737a85085dde649aaeb5a37c278efb526804443f' +
    'b65c51900b9cd2cbeabcbf06992782265cdaef1d6be582da7dde080cbb34da4b' +
    '08ea900fc42136d477db6ca4925881a4a1c70d7d777735ad18d12d508e89b3df' +
    'e8a12fdb416ef9f3fd43bfb91d57a687da33317112e23311f8ad63215d8b6dd9',
};
