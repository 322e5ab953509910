import { describe, expect, test } from 'vitest';
import { helpCenter } from '../../../mocks/db/system.ts';
import { HELP_TOPICS, helpTopic, legalLinks } from './help-topics.ts';

const categories = [
  { code: 'GETTING_STARTED', articles: [{}] },
  { code: 'TERMS', articles: [{}] },
  { code: 'PRIVACY', articles: [] },
];

describe('help topics', () => {
  test('the ?topic= of /help is kept only when it is a category the help centre has', () => {
    expect(helpTopic('TERMS', categories)).toBe('TERMS');
    expect(helpTopic('GETTING_STARTED', categories)).toBe('GETTING_STARTED');
    expect(helpTopic('terms', categories)).toBeUndefined();
    expect(helpTopic('UNKNOWN', categories)).toBeUndefined();
    expect(helpTopic('TERMS"><img src=x onerror=alert(1)>', categories)).toBeUndefined();
    expect(helpTopic('x'.repeat(65), [{ code: 'x'.repeat(65) }])).toBeUndefined();
    expect(helpTopic('', categories)).toBeUndefined();
    expect(helpTopic(null, categories)).toBeUndefined();
    expect(helpTopic('TERMS', undefined)).toBeUndefined();
  });

  test('a help-centre legal link is offered only for a topic the help centre has with articles; responsible gaming always, to its page', () => {
    expect(legalLinks(categories)).toEqual({ terms: '/help?topic=TERMS', responsibleGaming: '/responsibleGaming' });
    expect(legalLinks(undefined)).toEqual({ responsibleGaming: '/responsibleGaming' });
    expect(legalLinks([])).toEqual({ responsibleGaming: '/responsibleGaming' });
  });

  test('the fake platform has every legal topic, in EN and VI', () => {
    for (const language of ['EN', 'VI']) {
      expect(legalLinks(helpCenter(language))).toEqual({
        terms: '/help?topic=TERMS',
        privacy: '/help?topic=PRIVACY',
        responsibleGaming: '/responsibleGaming',
      });
    }
    expect(Object.values(HELP_TOPICS).every((code) => helpTopic(code, helpCenter('EN')) === code)).toBe(true);
  });
});
