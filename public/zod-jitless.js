/*
 * Zod without its compiled parsers, before any schema exists. Zod 4 builds a fast object parser with
 * `new Function` and first probes whether eval is allowed; under the production Content-Security-Policy
 * (`script-src 'self'`, no 'unsafe-eval': deploy/security-headers.inc.template) that probe is a
 * `securitypolicyviolation` on every page, though zod swallows the error. `jitless` skips the probe and
 * the compiled path. Each object schema reads the setting when it is created, and the bundle's contract
 * chunks run before the entry's own code, so a `config({ jitless: true })` call inside the app comes
 * too late. This deferred script runs before the app's module script (document order) and fills in
 * zod's shared settings object, `globalThis.__zod_globalConfig`, which zod's `config()` returns
 * (app/zod-jitless.test.ts holds zod to that).
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
