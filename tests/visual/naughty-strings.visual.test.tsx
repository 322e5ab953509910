import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { afterAll, beforeAll, describe, expect, test, vi, type Mock } from 'vitest';
import { userEvent } from 'vitest/browser';
import * as preview from '../../.storybook/preview.tsx';
import blns from '../fixtures/blns/blns.json' with { type: 'json' };
import { numberSeparators, parseAmount, regroupAmount } from '../../ui/records/amount-input.ts';

/**
 * Hostile input (issue 20, point 4): every form of the site takes the Big List of Naughty Strings
 * (tests/fixtures/blns, MIT). Each form's story is rendered without its play; every text-like field
 * gets every string, pasted in one go (the native value setter and an input event, as a paste or an
 * autofill delivers it: typing 500 strings key by key would take many minutes), then the field is left.
 * After every fill: no uncaught error and no console.error, the field still holds what was put in (the
 * browser's own sanitising of its type applied: an email field drops line breaks and outer spaces, a
 * password field line breaks; a field with maxLength gets the prefix a paste gets), and the form's
 * submit spy has not been called. Then, per field, the form's submit button is pressed with the last
 * string in the field: when the form shows a validation error, nothing may have been submitted.
 *
 * Money fields (AmountField, inputmode numeric/decimal) filter by design: they keep the digits (and
 * one decimal separator), grouped. For them the kept text is the field's own filter of the string, and
 * after leaving the field the amount it stands for must be the same.
 */
setProjectAnnotations([preview]);

type Spy = Mock<(...args: unknown[]) => unknown>;
interface StoryModule {
  default: Record<string, unknown>;
  [name: string]: unknown;
}
interface FormCase {
  form: string;
  module: Promise<StoryModule>;
  story: string;
  /** The story's spies that send the form (never called while it shows an error). */
  submits: readonly string[];
  /** Steps to reach more fields (a tab), after the story rendered. */
  setup?: () => Promise<void>;
}

const clickTab = (name: string) => async () => {
  const tab = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((element) => element.textContent?.trim() === name);
  expect(tab, `tab ${name}`).toBeDefined();
  await userEvent.click(tab!);
};

const CASES: readonly FormCase[] = [
  { form: 'LoginForm', module: import('../../ui/auth/LoginForm.stories.tsx'), story: 'WithCaptcha', submits: ['onSubmit'] },
  { form: 'LoginForm', module: import('../../ui/auth/LoginForm.stories.tsx'), story: 'SmsLogin', submits: ['onSubmit'] },
  { form: 'RegisterForm', module: import('../../ui/auth/RegisterForm.stories.tsx'), story: 'Captcha', submits: ['onSubmit'] },
  { form: 'RegisterForm', module: import('../../ui/auth/RegisterForm.stories.tsx'), story: 'AffiliateShown', submits: ['onSubmit'] },
  { form: 'RegisterForm', module: import('../../ui/auth/RegisterForm.stories.tsx'), story: 'SmsVerification', submits: ['onSubmit'] },
  {
    form: 'ForgotPasswordDialog',
    module: import('../../ui/auth/ForgotPasswordDialog.stories.tsx'),
    story: 'EmailRequired',
    submits: ['onSubmitEmail', 'onSubmitPhone'],
  },
  {
    form: 'ForgotPasswordDialog',
    module: import('../../ui/auth/ForgotPasswordDialog.stories.tsx'),
    story: 'MobileRequired',
    submits: ['onSubmitEmail', 'onSubmitPhone'],
  },
  {
    form: 'ChangePasswordDialog',
    module: import('../../ui/auth/ChangePasswordDialog.stories.tsx'),
    story: 'WithCurrentPassword',
    submits: ['onSubmit'],
  },
  { form: 'DepositForm', module: import('../../ui/member/deposit/DepositForm.stories.tsx'), story: 'Playground', submits: ['onSubmit'] },
  {
    form: 'DepositForm',
    module: import('../../ui/member/deposit/DepositForm.stories.tsx'),
    story: 'Playground',
    submits: ['onSubmit'],
    // The payment page's names (the e-wallet QR asks nothing but the amount).
    setup: clickTab('Online banking'),
  },
  {
    form: 'DepositForm',
    module: import('../../ui/member/deposit/DepositForm.stories.tsx'),
    story: 'Playground',
    submits: ['onSubmit'],
    setup: clickTab('USDT'),
  },
  { form: 'WithdrawForm', module: import('../../ui/member/withdraw/WithdrawForm.stories.tsx'), story: 'Playground', submits: ['onSubmit'] },
  { form: 'ProfileForm', module: import('../../ui/member/profile/ProfileForm.stories.tsx'), story: 'Empty', submits: ['onSave'] },
  { form: 'FeedbackForm', module: import('../../ui/content/FeedbackForm.stories.tsx'), story: 'Visitor', submits: ['onSubmit'] },
  {
    form: 'ApplicationDialog',
    module: import('../../ui/content/ApplicationDialog.stories.tsx'),
    story: 'Playground',
    submits: ['onSubmit'],
  },
  { form: 'RedeemDialog', module: import('../../ui/points/RedeemDialog.stories.tsx'), story: 'GoodsWithAddress', submits: ['onSubmit'] },
  {
    form: 'RegisterDownlineForm',
    module: import('../../ui/agent/account/RegisterDownlineForm.stories.tsx'),
    story: 'Playground',
    submits: ['onSubmit'],
  },
];

const STRINGS: readonly string[] = blns;
const LAST = STRINGS.at(-1)!;
const TEXT_TYPES = new Set(['text', 'password', 'email', 'tel', 'number', 'search', 'url']);
const SEPARATORS = numberSeparators('en-US');

type Field = HTMLInputElement | HTMLTextAreaElement;

/** One task turn (no timer clamping): lets react-hook-form's async validation and React's effects run. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });
}

let root: HTMLElement | undefined;
function storyRoot(): HTMLElement {
  if (!root) {
    root = document.createElement('div');
    root.id = 'storybook-root';
    document.body.append(root);
  }
  return root;
}

function textFields(): Field[] {
  const fields = [...document.querySelectorAll<Field>('input, textarea')].filter(
    (field) => field instanceof HTMLTextAreaElement || TEXT_TYPES.has(field.type),
  );
  return fields.filter((field) => !field.disabled && !field.readOnly && field.getClientRects().length > 0);
}

function describeField(field: Field): string {
  const label = field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || field.name || field.id;
  return `${field.tagName.toLowerCase()}[${field instanceof HTMLInputElement ? field.type : 'textarea'}] "${label}"`;
}

/** What a paste into the field leaves: cut at maxLength (UTF-16 units, never inside a surrogate pair). */
function pasted(field: Field, text: string): string {
  const max = field.maxLength;
  if (max < 0 || text.length <= max) return text;
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}

/** The browser's own value sanitising for the field's type (line breaks, outer spaces, number syntax). */
function sanitised(field: Field, text: string): string {
  const probe = document.createElement(field instanceof HTMLTextAreaElement ? 'textarea' : 'input');
  if (probe instanceof HTMLInputElement && field instanceof HTMLInputElement) probe.type = field.type;
  probe.value = text;
  return probe.value;
}

function isMoneyField(field: Field): boolean {
  return field.closest('[data-slot="amount-field"]') !== null;
}

function setValue(field: Field, text: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function showsError(): boolean {
  return document.querySelector('[aria-invalid="true"]') !== null;
}

const seen = new Set<string>();
const uncaught: string[] = [];
const totals = { forms: new Set<string>(), fields: 0, fills: 0, submitsWhileInvalid: 0, submitPresses: 0 };
function onError(event: ErrorEvent): void {
  uncaught.push(`uncaught: ${event.message}`);
}
function onRejection(event: PromiseRejectionEvent): void {
  uncaught.push(`unhandled rejection: ${String(event.reason)}`);
}

beforeAll(() => {
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
});

afterAll(() => {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  console.log(
    `blns: ${STRINGS.length} strings x ${totals.fields} fields in ${totals.forms.size} forms = ${totals.fills} fills, exceptions ${uncaught.length}, submits while invalid ${totals.submitsWhileInvalid}`,
  );
});

describe('naughty strings', () => {
  for (const formCase of CASES) {
    const name = `${formCase.form} (${formCase.story}${formCase.setup ? ', after a tab' : ''})`;
    test(name, { timeout: 120_000 }, async () => {
      const module = await formCase.module;
      const annotations = module[formCase.story] as Record<string, unknown>;
      const Story = composeStory({ ...annotations, play: undefined }, module.default as never);
      const consoleError = vi.spyOn(console, 'error');
      const found: string[] = [];
      try {
        await Story.run({ canvasElement: storyRoot() });
        await formCase.setup?.();
        const spies = formCase.submits
          .map((key) => (Story.args as Record<string, unknown>)[key] as Spy | undefined)
          .filter(Boolean) as Spy[];
        expect(spies.length, 'submit spies').toBeGreaterThan(0);
        for (const spy of spies) spy.mockClear();
        const sent = () => spies.some((spy) => spy.mock.calls.length > 0);

        // A field another story of the same form already took (by name, else label) is not filled again.
        const all = textFields();
        expect(all.length, 'text fields').toBeGreaterThan(0);
        const fields = all.filter((field) => !seen.has(`${formCase.form} ${field.name || describeField(field)}`));
        for (const field of fields) seen.add(`${formCase.form} ${field.name || describeField(field)}`);
        totals.forms.add(formCase.form);
        totals.fields += fields.length;
        const errorsBefore = uncaught.length;

        for (const field of fields) {
          const label = describeField(field);
          for (const text of STRINGS) {
            field.focus();
            const typed = sanitised(field, pasted(field, text));
            setValue(field, typed);
            if (!field.isConnected) {
              found.push(`${label}: left the page after ${JSON.stringify(text)}`);
              break;
            }
            const money = isMoneyField(field);
            const expected = money ? regroupAmount(typed, typed.length, field.inputMode === 'decimal' ? 2 : 0, SEPARATORS).text : typed;
            if (field.value !== expected) found.push(`${label}: holds ${JSON.stringify(field.value)} after ${JSON.stringify(text)}`);
            field.blur();
            await nextTask();
            if (money) {
              const amount = parseAmount(expected, field.inputMode === 'decimal' ? 2 : 0, SEPARATORS);
              const kept = parseAmount(field.value, field.inputMode === 'decimal' ? 2 : 0, SEPARATORS);
              if (kept !== amount)
                found.push(
                  `${label}: amount ${amount} became ${kept} (${JSON.stringify(field.value)}) on leaving, after ${JSON.stringify(text)}`,
                );
            } else if (field.value !== expected) {
              found.push(`${label}: holds ${JSON.stringify(field.value)} after leaving, after ${JSON.stringify(text)}`);
            }
            if (sent()) found.push(`${label}: the form was sent by filling in ${JSON.stringify(text)}`);
            totals.fills += 1;
          }

          // The last string stays in the field; press the form's submit button once.
          expect(field.value, `${label} holds the last string`).not.toBe('');
          const submit = (field.form ?? document).querySelector<HTMLButtonElement>('button[type="submit"]');
          expect(submit, `${label}: the form's submit button`).not.toBeNull();
          for (const spy of spies) spy.mockClear();
          await userEvent.click(submit!);
          await expect.poll(() => sent() || showsError(), { timeout: 5_000 }).toBe(true);
          await nextTask();
          totals.submitPresses += 1;
          if (sent() && showsError()) {
            totals.submitsWhileInvalid += 1;
            found.push(`${label}: sent while showing an error, with ${JSON.stringify(LAST)}`);
          }
          for (const spy of spies) spy.mockClear();
        }

        const consoleErrors = consoleError.mock.calls.map((call) => call.map(String).join(' '));
        found.push(...uncaught.slice(errorsBefore), ...consoleErrors.map((line) => `console.error: ${line}`));
      } finally {
        consoleError.mockRestore();
      }
      expect(found.slice(0, 40), `${found.length} problems`).toEqual([]);
    });
  }
});
