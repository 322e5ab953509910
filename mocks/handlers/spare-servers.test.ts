import { describe, expect, test } from 'vitest';
import { setScenario } from '../../tests/support/scenario.ts';
import { DOWN_IMAGE_CDN, DOWN_LAUNCH_CDN, IMAGE_CDN, LAUNCH_CDN } from '../db/system.ts';

const status = async () => {
  const answer = (await fetch('http://platform.test/wps/system/status').then((r) => r.json())) as {
    value: { info: { imageCDNs: string[]; launchGameCDNs: string[]; analytics: { gtagId: string | null } } };
  };
  return answer.value.info;
};

describe('the spare-servers world', () => {
  test('lists two image and two launch servers, the down one first; the live launch server is the provider origin', async () => {
    setScenario('spare-servers');
    const info = await status();
    expect(info.imageCDNs).toEqual([DOWN_IMAGE_CDN, IMAGE_CDN]);
    expect(info.launchGameCDNs).toEqual([DOWN_LAUNCH_CDN, 'http://platform.test']);
  });

  test('the down servers answer nothing (a network error); the live image server answers a picture', async () => {
    setScenario('spare-servers');
    await expect(fetch(`${DOWN_IMAGE_CDN}/TCG_PROD_IMAGES/AVATAR/MALE/1.png`)).rejects.toThrow();
    await expect(fetch(`${DOWN_LAUNCH_CDN}/`, { method: 'HEAD' })).rejects.toThrow();
    const picture = await fetch(`${IMAGE_CDN}/TCG_PROD_IMAGES/AVATAR/MALE/1.png`);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
  });

  test('a normal day has one server of each and no analytics id; the analytics world gives one', async () => {
    setScenario('visitor');
    expect(await status()).toMatchObject({ imageCDNs: [IMAGE_CDN], launchGameCDNs: [LAUNCH_CDN], analytics: { gtagId: null } });
    setScenario('analytics');
    expect((await status()).analytics.gtagId).toBe('G-VIVA2026');
  });
});
