/**
 * What the tests need from the machine besides npm packages: Debian's Chromium (every browser test;
 * test tools cannot download browsers here), nginx (the production deploy test) and Noto fonts (stray
 * glyphs in screenshots). `npm test` runs this first, so the README's test command works alone on a
 * fresh Debian machine: missing packages are installed with apt (as root, or through password-less
 * sudo); elsewhere it says which command to run and stops.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = [
  { name: 'chromium', present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') },
  { name: 'nginx', present: () => existsSync('/usr/sbin/nginx') },
  { name: 'fonts-noto-core', present: () => spawnSync('dpkg', ['-s', 'fonts-noto-core'], { stdio: 'ignore' }).status === 0 },
];

const run = (command: string, args: readonly string[]) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;

/** Installs what is missing; false (with the reason said) when it cannot. */
export function ensureSystemPackages(): boolean {
  const missing = PACKAGES.filter((p) => !p.present()).map((p) => p.name);
  if (missing.length === 0) return true;
  const apt = ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing];
  process.stdout.write(`\n== installing ${missing.join(', ')} (apt) ==\n`);
  const root = process.getuid?.() === 0;
  const sudo = !root && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  if (!existsSync('/usr/bin/apt-get') || (!root && !sudo)) {
    process.stderr.write(`The tests need ${missing.join(', ')}. Install them first: sudo ${apt.join(' ')}\n`);
    return false;
  }
  const as = (args: readonly string[]) => (root ? run(args[0]!, args.slice(1)) : run('sudo', ['-n', ...args]));
  if (as(['apt-get', 'update', '-qq']) && as(apt) && PACKAGES.every((p) => p.present())) return true;
  process.stderr.write(`Installing ${missing.join(', ')} failed.\n`);
  return false;
}
