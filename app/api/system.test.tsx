import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { feedbackInbox } from '../../mocks/db/system.ts';
import { checkCaptcha, currentCaptchaCode } from '../../mocks/db/verification.ts';
import { server } from '../../mocks/node.ts';
import { MODULE_SWITCHES } from '../../mocks/scenarios.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setScenario } from '../../tests/support/scenario.ts';
import { decryptCustomerServicePath } from './crypto/envelope.ts';
import {
  captchaImageSrc,
  countriesSchema,
  countryFlagSrc,
  domainRoutesSchema,
  countWords,
  FEEDBACK_WORDS_MAX,
  FEEDBACK_WORDS_MIN,
  helpCenterSchema,
  moduleEnabled,
  systemStatusCode,
  systemStatusSchema,
  type FeedbackQuestionType,
} from './system.contract.ts';
import {
  useCaptcha,
  useCountries,
  useDomainRoutes,
  useHelpCenter,
  useRegisterRules,
  useSubmitFeedback,
  useSystemStatus,
} from './system.ts';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('system status (the permission call)', () => {
  test('the hook loads, validates and normalises the fake platform answer, sending the host as url', async () => {
    let url: string | null = null;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/wps/system/status')) url = new URL(request.url).searchParams.get('url');
    });
    const { result } = renderHook(() => useSystemStatus(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    server.events.removeAllListeners();
    const status = result.current.data!;
    expect(url).toBe(location.host);
    expect(systemStatusCode(status)).toBe(0);
    expect(status.location).toEqual({ ip: '203.0.113.7', country: 'VN' });
    expect(moduleEnabled(status, 'FREEPLAY3')).toBe(true);
    // Each channel decrypts to the fake service page on the app server's other loopback name (jsdom's page is on localhost).
    expect(location.hostname).toBe('localhost');
    const provider = `${location.protocol}//127.0.0.1:${location.port}`;
    expect(status.info.customerService.map((c) => [c.csType, decryptCustomerServicePath(c.path)])).toEqual([
      [3, `${provider}/fake-service.html?type=3`],
      [1, `${provider}/fake-service.html?type=1`],
      [5, `${provider}/fake-service.html?type=5`],
    ]);
  });

  test('maintenance wins over region restriction; both off is the app', () => {
    expect(systemStatusCode({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(systemStatusCode({ maintenance: false, regionRestriction: true })).toBe(2);
    expect(systemStatusCode({ maintenance: false, regionRestriction: false })).toBe(0);
  });

  test('missing blocks get safe defaults instead of crashing the first screen', () => {
    const parsed = systemStatusSchema.parse({});
    expect(parsed).toMatchObject({ maintenance: false, regionRestriction: false, location: { ip: '', country: '' } });
    expect(parsed.info.customerService).toEqual([]);
  });

  test('a failing permission call reaches the hook as a typed ApiError', async () => {
    server.use(http.get('*/wps/system/status', () => HttpResponse.json({ success: false, message: 'system error', errorCode: '#727' })));
    const { result } = renderHook(() => useSystemStatus(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: '#727', message: 'system error' });
  });
});

describe('system status follows the scenario', () => {
  test('maintenance: status 1, while the other calls answer the maintenance body', async () => {
    setScenario('maintenance');
    const { result } = renderQueryHook(() => useSystemStatus());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ maintenance: true, regionRestriction: false });
    expect(systemStatusCode(result.current.data!)).toBe(1);
    const rules = renderQueryHook(() => useRegisterRules());
    await waitFor(() => expect(rules.result.current.isError).toBe(true));
    expect(rules.result.current.error).toMatchObject({ kind: 'business', errorCode: 'system.maintenance' });
  });

  test('region blocked: status 2 with the visitor’s foreign location', async () => {
    setScenario('region-blocked');
    const { result } = renderQueryHook(() => useSystemStatus());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(systemStatusCode(result.current.data!)).toBe(2);
    expect(result.current.data!.location.country).toBe('US');
  });

  test('a module the scenario turns off is reported off; the rest stay on', async () => {
    setScenario('off-CBS3');
    const { result } = renderQueryHook(() => useSystemStatus());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const status = result.current.data!;
    expect(moduleEnabled(status, 'CBS3')).toBe(false);
    for (const modId of MODULE_SWITCHES.filter((m) => m !== 'CBS3')) expect(moduleEnabled(status, modId), modId).toBe(true);
  });

  test('the answer carries resources of every spec type, the registration rules and CDNs', async () => {
    const { result } = renderQueryHook(() => useSystemStatus());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const { info } = result.current.data!;
    expect(info.resources.map((r) => r.resourceType)).toEqual(
      expect.arrayContaining([
        'AFFILIATELINK',
        'TELEGRAM',
        'Android',
        'MOBILECONFIG',
        'USDJUMP',
        'SpeedTest',
        'Facebook',
        'Instagram',
        'YouTube',
        'Twitter',
        'TikTok',
        'Line',
      ]),
    );
    expect(info.resources.find((r) => r.resourceType === 'Android')?.qrCodeUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(info.register.username).toMatchObject({ enabled: true, required: true, patternId: 1, minLength: 4, maxLength: 16 });
    expect(info.imageCDNs[0]).toMatch(/^https:\/\//);
    expect(info.domainRoute.length).toBeGreaterThan(0);
  });
});

describe('moduleEnabled', () => {
  const tree = [
    { modId: 'REG3', enabled: true, childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: true, childrenNodes: [] }] },
    { modId: 'PASS3', enabled: false, childrenNodes: [{ modId: 'CHNGPASSVERIF3', enabled: true, childrenNodes: [] }] },
    { modId: 'CBS3', enabled: false, childrenNodes: [] },
  ];

  test('finds nested switches, and a switch under an off parent is off', () => {
    expect(moduleEnabled(tree, 'REG3')).toBe(true);
    expect(moduleEnabled(tree, 'MOBILENUMREG3')).toBe(true);
    expect(moduleEnabled(tree, 'CBS3')).toBe(false);
    expect(moduleEnabled(tree, 'CHNGPASSVERIF3')).toBe(false);
  });

  test('an unlisted switch, and everything before the status answer, is off', () => {
    expect(moduleEnabled(tree, 'NOPE3')).toBe(false);
    expect(moduleEnabled(undefined, 'REG3')).toBe(false);
    expect(moduleEnabled(systemStatusSchema.parse({}), 'REG3')).toBe(false);
  });
});

describe('useRegisterRules', () => {
  test('loads the rules of every registration field', async () => {
    const { result } = renderQueryHook(() => useRegisterRules());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const rules = result.current.data!;
    expect(rules.password).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '^[A-Za-z0-9]+$',
      patternId: 4,
      minLength: 6,
      maxLength: 12,
    });
    expect(rules.captcha).toMatchObject({ acceptedPattern: '*', patternId: 0, minLength: 4, maxLength: 4 });
    expect(rules.line?.enabled).toBe(false);
    expect(Object.keys(rules)).toHaveLength(16);
  });
});

describe('the module tree when the status answer leaves it out (the whitelabel call)', () => {
  /** A status answer as a platform build without the tree sends it. */
  const statusWithoutTree = () =>
    server.use(
      http.get('*/wps/system/status', () =>
        HttpResponse.json({ success: true, value: { maintenance: false, regionRestriction: false, info: { customerService: [] } } }),
      ),
    );
  const whitelabelRequests = () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/wps/system/whitelabel')) seen.push(request.method);
    });
    return seen;
  };

  test('the status hook fills the tree in from the whitelabel call, with the scenario’s switch off', async () => {
    setScenario('off-MOBILENUMREG3');
    statusWithoutTree();
    const seen = whitelabelRequests();
    const { result } = renderQueryHook(() => useSystemStatus());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    server.events.removeAllListeners();
    const status = result.current.data!;
    expect(seen).toEqual(['GET']);
    expect(status.info.whitelabel.find((n) => n.modId === 'REG3')?.childrenNodes.map((n) => n.modId)).toContain('MOBILENUMREG3');
    expect(moduleEnabled(status, 'MOBILENUMREG3')).toBe(false);
    expect(moduleEnabled(status, 'USERNAMEREG3')).toBe(true);
  });

  test('an answer with its tree asks nothing more', async () => {
    const seen = whitelabelRequests();
    const { result } = renderQueryHook(() => useSystemStatus());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    server.events.removeAllListeners();
    expect(result.current.data!.info.whitelabel.length).toBeGreaterThan(0);
    expect(seen).toEqual([]);
  });

  test('a failing whitelabel call is the status hook’s error (the gate shows it with Retry), not a site with every switch off', async () => {
    statusWithoutTree();
    server.use(
      http.get('*/wps/system/whitelabel', () => HttpResponse.json({ success: false, message: 'system error', errorCode: '#727' })),
    );
    const { result } = renderQueryHook(() => useSystemStatus());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: '#727' });
  });
});

describe('useDomainRoutes', () => {
  test('the mirror domains with their speed', async () => {
    const { result } = renderQueryHook(() => useDomainRoutes());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const routes = result.current.data!;
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const route of routes) {
      expect(route.domain).toMatch(/^https:\/\/[a-z0-9]+\.viva\.example\.test$/);
      expect(route.speed).toBeGreaterThan(0);
    }
  });

  test('bare domain strings from other builds become entries with speed 0', () => {
    expect(domainRoutesSchema.parse(['https://a.test', { domain: 'https://b.test', speed: 12 }])).toEqual([
      { domain: 'https://a.test', speed: 0 },
      { domain: 'https://b.test', speed: 12 },
    ]);
  });

  test('does not call until enabled; maintenance is a business failure', async () => {
    setScenario('maintenance');
    const idle = renderQueryHook(() => useDomainRoutes({ enabled: false }));
    expect(idle.result.current.fetchStatus).toBe('idle');
    const { result } = renderQueryHook(() => useDomainRoutes());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: 'system.maintenance' });
  });
});

describe('useHelpCenter', () => {
  test('English and Vietnamese articles, asked for with lang and device WEB', async () => {
    const seen: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/wps/system/helpCenter')) seen.push(new URL(request.url).searchParams);
    });
    const en = renderQueryHook(() => useHelpCenter({ lang: 'EN' }));
    const vi = renderQueryHook(() => useHelpCenter({ lang: 'VI' }));
    await waitFor(() => expect(en.result.current.isSuccess && vi.result.current.isSuccess).toBe(true));
    server.events.removeAllListeners();
    expect(seen.map((q) => [q.get('lang'), q.get('device')]).sort()).toEqual([
      ['EN', 'WEB'],
      ['VI', 'WEB'],
    ]);
    const deposit = en.result.current.data!.find((c) => c.code === 'DEPOSIT')!;
    expect(deposit.title).toBe('Deposits');
    expect(deposit.articles[0]!.content).toContain('<table>');
    expect(deposit.icon).toMatch(/^data:image\/svg\+xml,/);
    expect(vi.result.current.data!.find((c) => c.code === 'DEPOSIT')!.articles[0]!.title).toBe('Cách nạp tiền');
  });

  test('a missing language is refused with request_param_err', async () => {
    const { result } = renderQueryHook(() => useHelpCenter({ lang: '' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'http', status: 400, errorCode: 'request_param_err' });
  });
});

describe('useCountries', () => {
  test('Vietnam first, dialling codes as digits, a flag for each', async () => {
    const { result } = renderQueryHook(() => useCountries());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const countries = result.current.data!;
    expect(countries.length).toBeGreaterThanOrEqual(30);
    expect(countries[0]).toMatchObject({ countryCode: 'VN', countryDialingCode: '84' });
    expect(countryFlagSrc(countries[0]!, 'https://img.test')).toBe(countries[0]!.flag);
  });

  test('without a flag in the answer the flag comes from the image CDN; numeric or +codes become digits', () => {
    const [country] = countriesSchema.parse([{ countryCode: 'TH', countryDialingCode: '+66' }]);
    expect(country!.countryDialingCode).toBe('66');
    expect(countriesSchema.parse([{ countryCode: 'US', countryDialingCode: 1 }])[0]!.countryDialingCode).toBe('1');
    expect(countryFlagSrc(country!, 'https://img.test/')).toBe('https://img.test/COUNTRY_FLAG/CIRCLE/TH.svg');
    expect(countryFlagSrc(country!, undefined)).toBeUndefined();
  });

  test('maintenance is a business failure', async () => {
    setScenario('maintenance');
    const { result } = renderQueryHook(() => useCountries());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: 'system.maintenance' });
  });
});

describe('useSubmitFeedback', () => {
  test('a member’s feedback reaches the inbox under the account, through module FEEDBACK3', async () => {
    setScenario('member');
    let moduleId: string | null = null;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/wps/feedback')) moduleId = request.headers.get('ModuleId');
    });
    const { result } = renderQueryHook(() => useSubmitFeedback());
    act(() => result.current.mutate({ questionType: 'WITHDRAWAL', content: '  My withdrawal has been processing for an hour.  ' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    server.events.removeAllListeners();
    expect(moduleId).toBe('FEEDBACK3');
    expect(result.current.data?.feedbackId).toBe('FB000001');
    expect(feedbackInbox()).toEqual([
      expect.objectContaining({
        feedbackId: 'FB000001',
        account: 'member01',
        questionType: 'WITHDRAWAL',
        content: 'My withdrawal has been processing for an hour.',
      }),
    ]);
  });

  test('a visitor may write, leaving a contact', async () => {
    const { result } = renderQueryHook(() => useSubmitFeedback());
    act(() =>
      result.current.mutate({ questionType: 'APPLICATION', content: 'The Android app closes on start.', contact: 'lan@example.test' }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(feedbackInbox()[0]).toMatchObject({ account: undefined, contact: 'lan@example.test' });
  });

  test.each([
    ['', 'feedback.content.empty', 'Content cannot be empty'],
    ['too short', 'feedback.content.length', `Feedback content must be between ${FEEDBACK_WORDS_MIN} and ${FEEDBACK_WORDS_MAX} words`],
    // One word of 600 characters: words are counted, not characters.
    ['x'.repeat(600), 'feedback.content.length', `Feedback content must be between ${FEEDBACK_WORDS_MIN} and ${FEEDBACK_WORDS_MAX} words`],
    [
      'word '.repeat(FEEDBACK_WORDS_MAX + 1),
      'feedback.content.length',
      `Feedback content must be between ${FEEDBACK_WORDS_MIN} and ${FEEDBACK_WORDS_MAX} words`,
    ],
  ])('content %j is refused (%s) and nothing is stored', async (content, errorCode, message) => {
    const { result } = renderQueryHook(() => useSubmitFeedback());
    act(() => result.current.mutate({ questionType: 'OTHER', content }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode, message });
    expect(feedbackInbox()).toEqual([]);
  });

  test('words are counted, not characters: the limits hold in words, Vietnamese included', async () => {
    expect(countWords('  Rút tiền   chậm quá!  ')).toBe(4);
    expect(countWords('Deposit - not credited')).toBe(3);
    const { result } = renderQueryHook(() => useSubmitFeedback());
    // 300 words of 9 characters (3,000 characters) are within the rule.
    act(() => result.current.mutate({ questionType: 'DEPOSIT', content: 'deposited '.repeat(FEEDBACK_WORDS_MAX) }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => result.current.mutate({ questionType: 'GAME', content: 'Trò chơi treo' }));
    await waitFor(() => expect(feedbackInbox()).toHaveLength(2));
  });

  test('an unknown question type is refused', async () => {
    const { result } = renderQueryHook(() => useSubmitFeedback());
    act(() => result.current.mutate({ questionType: 'BILLING' as FeedbackQuestionType, content: 'A long enough message.' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
  });

  test('with FEEDBACK3 off the platform answers #543', async () => {
    setScenario('visitor', { modulesOff: ['FEEDBACK3'] });
    const { result } = renderQueryHook(() => useSubmitFeedback());
    act(() => result.current.mutate({ questionType: 'GAME', content: 'The jackpot counter froze.' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: '543', message: 'function.not.available' });
  });
});

describe('useCaptcha', () => {
  const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

  test('a real PNG (signature, IHDR 100x36 RGB) whose code the login can check once; refetch is a new code', async () => {
    const { result } = renderQueryHook(() => useCaptcha());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const value = result.current.data!;
    expect(value.startsWith('data:')).toBe(false);
    expect(captchaImageSrc(value)).toBe(`data:image/png;base64,${value}`);
    const png = bytesOf(value);
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const view = new DataView(png.buffer);
    expect(view.getUint32(8)).toBe(13);
    expect(String.fromCharCode(...png.subarray(12, 16))).toBe('IHDR');
    expect([view.getUint32(16), view.getUint32(20), png[24], png[25]]).toEqual([100, 36, 8, 2]);

    const first = currentCaptchaCode()!;
    expect(first).toMatch(/^\d{4}$/);
    // The refresh: react-query hands the new data to React on a timer, hence waitFor.
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).not.toBe(value));
    const second = currentCaptchaCode()!;
    expect(second).not.toBe(first);
    expect(checkCaptcha(first)).toBe(false);
  });

  test('each request carries a fresh t and module CAPTCHA3; a disabled hook does not call', async () => {
    const seen: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/wps/captcha')) seen.push(request);
    });
    const idle = renderQueryHook(() => useCaptcha({ enabled: false }));
    expect(idle.result.current.fetchStatus).toBe('idle');
    const { result } = renderQueryHook(() => useCaptcha());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    server.events.removeAllListeners();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get('ModuleId')).toBe('CAPTCHA3');
    expect(Number(new URL(seen[0]!.url).searchParams.get('t'))).toBeGreaterThan(0);
  });

  test('with CAPTCHA3 off the platform answers #543', async () => {
    setScenario('visitor', { modulesOff: ['CAPTCHA3'] });
    const { result } = renderQueryHook(() => useCaptcha());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: '543' });
  });
});

describe('lenient reading: the confirmed fields alone parse, the rest take their defaults', () => {
  test('an empty status answer is an open site with nothing configured; module switches in any flag spelling', () => {
    const status = systemStatusSchema.parse({
      info: {
        whitelabel: [
          { modId: 'REG3', enabled: 'Y' },
          { modId: 'COMM3', enabled: 0 },
        ],
      },
    });
    expect(systemStatusCode(status)).toBe(0);
    expect(status.info.whitelabel).toEqual([
      { modId: 'REG3', enabled: true, childrenNodes: [] },
      { modId: 'COMM3', enabled: false, childrenNodes: [] },
    ]);
    expect(systemStatusSchema.parse({}).info).toMatchObject({ customerService: [], resources: [], imageCDNs: [], launchGameCDNs: [] });
  });

  test('a help category and article with their ids only', () => {
    expect(helpCenterSchema.parse([{ id: 1, code: 'DEPOSIT', articles: [{ id: 2 }] }])).toEqual([
      { id: 1, code: 'DEPOSIT', title: '', sequence: 0, articles: [{ id: 2, title: '', content: '', sequence: 0 }] },
    ]);
  });
});
