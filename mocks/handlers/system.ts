import { http, HttpResponse } from 'msw';
import { ok } from './envelope.ts';

export const systemHandlers = [
  http.get('*/wps/system/status', () =>
    HttpResponse.json(
      ok({
        maintenance: false,
        regionRestriction: false,
        location: { ip: '203.0.113.7', country: 'VN' },
      }),
    ),
  ),
];
