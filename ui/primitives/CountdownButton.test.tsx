import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { CountdownButton, type CountdownButtonProps } from './CountdownButton.tsx';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderButton(props: Partial<CountdownButtonProps> & Pick<CountdownButtonProps, 'onSend'>) {
  return render(
    <I18nextProvider i18n={createI18n()}>
      <CountdownButton {...props} />
    </I18nextProvider>,
  );
}

const button = () => screen.getByRole('button');
const click = () => act(() => fireEvent.click(button()));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Each tick schedules the next after React commits, so time moves one second (one act) at a time. */
const advanceSeconds = (seconds: number) => {
  for (let i = 0; i < seconds; i++) advance(1000);
};
/** Lets the awaited onSend promise settle and React commit the result. */
const settle = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CountdownButton', () => {
  test('idle: shows the default label and is enabled', () => {
    renderButton({ onSend: vi.fn() });
    expect(button()).toHaveTextContent('Get code');
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(button()).toHaveAttribute('data-state', 'idle');
  });

  test('a custom label replaces the default', () => {
    renderButton({ onSend: vi.fn(), children: 'Send SMS' });
    expect(button()).toHaveTextContent('Send SMS');
  });

  test('sends, is busy while sending, then counts down each second and becomes active again', async () => {
    const request = deferred<number>();
    const onSend = vi.fn(() => request.promise);
    renderButton({ onSend });

    click();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button()).toHaveAttribute('aria-busy', 'true');
    expect(button()).toHaveAttribute('data-state', 'sending');

    request.resolve(3);
    await settle();
    expect(button()).not.toHaveAttribute('aria-busy');
    expect(button()).toHaveTextContent('Sent (3s)');
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(button()).toHaveAttribute('data-state', 'counting');

    advance(1000);
    expect(button()).toHaveTextContent('Sent (2s)');
    advance(1000);
    expect(button()).toHaveTextContent('Sent (1s)');
    advance(1000);
    expect(button()).toHaveTextContent('Get code');
    expect(button()).not.toHaveAttribute('aria-disabled');

    click();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  test('clicks during the countdown do nothing', async () => {
    const onSend = vi.fn(() => Promise.resolve(60));
    renderButton({ onSend });
    click();
    await settle();
    expect(button()).toHaveTextContent('Sent (60s)');
    advanceSeconds(5);
    expect(button()).toHaveTextContent('Sent (55s)');
    click();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  test('clicks while sending do nothing', () => {
    const onSend = vi.fn(() => new Promise<number>(() => {}));
    renderButton({ onSend });
    click();
    advance(2000);
    click();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button()).toHaveAttribute('aria-busy', 'true');
  });

  test('a failed send re-enables the button, but a second click within one second is ignored', async () => {
    const onSend = vi.fn(() => Promise.reject(new Error('SMS gateway down')));
    renderButton({ onSend });
    click();
    await settle();
    expect(button()).toHaveTextContent('Get code');
    expect(button()).not.toHaveAttribute('aria-busy');

    advance(500);
    click();
    expect(onSend).toHaveBeenCalledTimes(1);

    advance(500);
    click();
    expect(onSend).toHaveBeenCalledTimes(2);
    await settle();
  });

  test('a non-positive wait ends the send without a countdown', async () => {
    renderButton({ onSend: vi.fn(() => Promise.resolve(0)) });
    click();
    await settle();
    expect(button()).toHaveTextContent('Get code');
    expect(button()).toHaveAttribute('data-state', 'idle');
  });

  test('defaultSecondsLeft starts counting on the first render', () => {
    const onSend = vi.fn();
    renderButton({ onSend, defaultSecondsLeft: 2 });
    expect(button()).toHaveTextContent('Sent (2s)');
    click();
    expect(onSend).not.toHaveBeenCalled();
    advanceSeconds(2);
    expect(button()).toHaveTextContent('Get code');
  });

  test('controlled: shows secondsLeft and reports ticks without changing by itself', () => {
    const onSecondsLeftChange = vi.fn();
    renderButton({ onSend: vi.fn(), secondsLeft: 42, onSecondsLeftChange });
    expect(button()).toHaveTextContent('Sent (42s)');
    advanceSeconds(3);
    // The parent did not update the prop: the label stays, and only one tick was reported.
    expect(button()).toHaveTextContent('Sent (42s)');
    expect(onSecondsLeftChange).toHaveBeenCalledTimes(1);
    expect(onSecondsLeftChange).toHaveBeenCalledWith(41);
  });

  test('controlled: a successful send reports the new countdown', async () => {
    const onSecondsLeftChange = vi.fn();
    renderButton({ onSend: vi.fn(() => Promise.resolve(30)), secondsLeft: 0, onSecondsLeftChange });
    click();
    await settle();
    expect(onSecondsLeftChange).toHaveBeenCalledWith(30);
  });
});
