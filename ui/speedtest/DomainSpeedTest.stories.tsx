import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { speedTestDomains, speedTestTimes } from '../../mocks/fixtures/status.ts';
import { DomainSpeedTest, type DomainProbe } from './DomainSpeedTest.tsx';

// The timer answers from the fixture: m 48 ms, sg1 131 ms, www 212 ms, vn1 no answer.
const fixedProbe: DomainProbe = (domain) => Promise.resolve(speedTestTimes[domain] ?? null);
const neverProbe: DomainProbe = () => new Promise<number | null>(() => {});

const Frame = (Story: () => ReactNode) => <div className="w-[720px]">{Story()}</div>;
const PhoneFrame = (Story: () => ReactNode) => <div className="w-[360px]">{Story()}</div>;

const meta = {
  title: 'SpeedTest/DomainSpeedTest',
  component: DomainSpeedTest,
  args: { domains: speedTestDomains, probe: fixedProbe, onOpen: fn(), onRetry: fn() },
  decorators: [Frame],
} satisfies Meta<typeof DomainSpeedTest>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = async (canvasElement: HTMLElement) => {
  const list = within(canvasElement).getByRole('list', { name: 'Domains, fastest first' });
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
  return within(list).getAllByRole('listitem');
};

/** Every domain timed, fastest first with its time; the one that did not answer last. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const rows = await rowsOf(canvasElement);
    await expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^https:\/\/m\.viva\.example\.testFastest48 msOpen$/),
      expect.stringMatching(/^https:\/\/sg1\.viva\.example\.test131 msOpen$/),
      expect.stringMatching(/^https:\/\/www\.viva\.example\.test212 msOpen$/),
      expect.stringMatching(/^https:\/\/vn1\.viva\.example\.testNo answerOpen$/),
    ]);
  },
};

/** Open goes to the chosen domain. */
export const Data: Story = {
  play: async ({ args, canvasElement, canvas }) => {
    await rowsOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open https://sg1.viva.example.test' }));
    await expect(args.onOpen).toHaveBeenCalledWith('https://sg1.viva.example.test');
  },
};

/** Test again: every domain starts from 0 and is timed again. */
export const Retest: Story = {
  args: { probe: fn(fixedProbe) },
  play: async ({ args, canvasElement, canvas }) => {
    await rowsOf(canvasElement);
    const probe = args.probe as ReturnType<typeof fn>;
    const before = probe.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Test again' }));
    await waitFor(() => expect(probe.mock.calls.length).toBe(before + 4));
    const rows = await rowsOf(canvasElement);
    await expect(within(rows[0]!).getByText('48 ms')).toBeVisible();
  },
};

/** The times are still coming: each row says so and Test again is busy. */
export const Testing: Story = {
  args: { probe: neverProbe },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Testing…')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: /Test again/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  args: { domains: undefined, loading: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: { domains: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No domains to test.')).toBeVisible();
  },
};

/** The domain list failed (the call may answer 400): a message and Retry. */
export const Error: Story = {
  args: { domains: undefined, error: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The domain list could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  decorators: [PhoneFrame],
  play: async ({ canvasElement }) => {
    const rows = await rowsOf(canvasElement);
    await expect(within(rows[0]!).getByText('48 ms')).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Tên miền, nhanh nhất trước' });
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByText('Không phản hồi')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kiểm tra lại' })).toBeVisible();
  },
};
