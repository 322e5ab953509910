import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import type { systemStatusSchema } from '../../app/api/system.ts';
import { ok } from './envelope.ts';

/** The permission call's answer for a visitor from Vietnam on a normal day (scenarios override it). */
export const systemStatusFixture = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.7', country: 'VN' },
  info: {
    // csType 3 is the live chat; its path decrypts to https://chat.example.test/?b2c=1 (platform-api.md 1.4).
    customerService: [{ csType: 3, path: 'YFpU7KVM9lUSc6CpudP6a69Yh8zooukZ1NwH7Gz7mv24VMo7IIZOEg==Ab3dE6gH' }],
    domainRoute: [],
    resources: [
      { resourceType: 'Android', url: 'https://download.example.test/viva.apk', qrCodeUrl: null, labelNameEn: 'Android' },
      { resourceType: 'MOBILECONFIG', url: 'https://download.example.test/viva.mobileconfig', qrCodeUrl: null, labelNameEn: 'iOS' },
      { resourceType: 'TELEGRAM', url: 'https://t.me/viva_example', qrCodeUrl: null, labelNameEn: 'Telegram' },
    ],
    whitelabel: [
      { modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] },
      { modId: 'FREEPLAY3', enabled: '1', childrenNodes: [] },
      { modId: 'MOBILENUMREG3', enabled: '1', childrenNodes: [] },
      { modId: 'CBS3', enabled: '1', childrenNodes: [] },
    ],
    register: {},
    mainDomain: 'viva.example.test',
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: [],
  },
} satisfies z.input<typeof systemStatusSchema>;

export const systemHandlers = [http.get('*/wps/system/status', () => HttpResponse.json(ok(systemStatusFixture)))];
