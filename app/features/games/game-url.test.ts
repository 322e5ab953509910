import { describe, expect, test } from 'vitest';
import { DEFAULT_LAUNCH_CDN } from '../../api/games.contract.ts';
import { isLaunchPath, safeGameUrl } from './game-url.ts';

const PROD = 'https://www.viva123.com';
const DEV = 'http://127.0.0.1:5173';

describe('safeGameUrl (security-and-reliability.md T14 and section 3)', () => {
  test('an https provider address on another origin is loaded as given', () => {
    expect(safeGameUrl('https://games.provider.example/slot?game=JL0001&token=abc', PROD)).toBe(
      'https://games.provider.example/slot?game=JL0001&token=abc',
    );
    // Same host, other port: another origin, so the sandbox still holds.
    expect(safeGameUrl('https://www.viva123.com:8443/game', PROD)).toBe('https://www.viva123.com:8443/game');
  });

  test('surrounding spaces are trimmed', () => {
    expect(safeGameUrl('  https://games.provider.example/a \n', PROD)).toBe('https://games.provider.example/a');
  });

  test('relative addresses resolve against the launch CDN, the default one when none is given', () => {
    expect(safeGameUrl('/launch/JL0001?lang=EN', PROD)).toBe(`${DEFAULT_LAUNCH_CDN}/launch/JL0001?lang=EN`);
    expect(safeGameUrl('launch/JL0001', PROD, 'https://cdn.example/games/')).toBe('https://cdn.example/games/launch/JL0001');
    expect(safeGameUrl('//other.example/x', PROD, 'https://cdn.example')).toBe('https://other.example/x');
  });

  test('a relative address against an unusable CDN base is refused', () => {
    expect(safeGameUrl('/launch', PROD, 'not a base')).toBeNull();
    expect(safeGameUrl('/launch', PROD, 'http://cdn.example')).toBeNull();
  });

  test('http is refused for an https app and for an http app that is not on a loopback host', () => {
    expect(safeGameUrl('http://games.provider.example/slot', PROD)).toBeNull();
    expect(safeGameUrl('http://games.provider.example/slot', 'http://demo.example.com')).toBeNull();
  });

  test('http is accepted while the app itself runs over http on a loopback host (dev and tests)', () => {
    expect(safeGameUrl('http://localhost:5173/fake-game.html?game=JL0001', DEV)).toBe('http://localhost:5173/fake-game.html?game=JL0001');
    expect(safeGameUrl('http://127.0.0.1:4173/fake-game.html', 'http://localhost:4173')).toBe('http://127.0.0.1:4173/fake-game.html');
    expect(safeGameUrl('http://localhost:4173/x', 'http://[::1]:4173')).toBe('http://localhost:4173/x');
  });

  test('an address on the app origin is refused, whatever its spelling', () => {
    expect(safeGameUrl('https://www.viva123.com/fake-game.html', PROD)).toBeNull();
    expect(safeGameUrl('HTTPS://WWW.VIVA123.COM:443/game', PROD)).toBeNull();
    expect(safeGameUrl('http://127.0.0.1:5173/fake-game.html', DEV)).toBeNull();
    expect(safeGameUrl('/fake-game.html', DEV, DEV)).toBeNull();
  });

  test.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.domain)'],
    ['  javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['\u0001javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['blob:https://www.viva123.com/0b1c2d3e'],
    ['blob:https://games.provider.example/0b1c2d3e'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['about:blank'],
    ['ftp://games.provider.example/slot'],
  ])('a non-web scheme is refused: %j', (raw) => {
    expect(safeGameUrl(raw, PROD)).toBeNull();
  });

  test.each([
    [''],
    ['   '],
    ['not a url'],
    ['https://'],
    ['https://[::1'],
    ['http://exa mple.com'],
    ['https://user:secret@games.provider.example/slot'],
  ])('garbage is refused: %j', (raw) => {
    expect(safeGameUrl(raw, PROD)).toBeNull();
  });

  test('an unparseable app origin does not open the http exception', () => {
    expect(safeGameUrl('http://localhost:5173/game', 'null')).toBeNull();
    expect(safeGameUrl('https://games.provider.example/game', 'null')).toBe('https://games.provider.example/game');
  });
});

describe('isLaunchPath', () => {
  test('a path is completed by the launch CDN; an absolute or scheme-relative address is not', () => {
    expect(isLaunchPath('/fake-game.html?game=1')).toBe(true);
    expect(isLaunchPath('games/slot?id=1')).toBe(true);
    expect(isLaunchPath('https://games.example.test/play')).toBe(false);
    expect(isLaunchPath('//games.example.test/play')).toBe(false);
    expect(isLaunchPath('javascript:alert(1)')).toBe(false);
  });
});
