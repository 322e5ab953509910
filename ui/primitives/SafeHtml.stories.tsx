import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SafeHtml } from './SafeHtml.tsx';

const ANNOUNCEMENT =
  '<h3>Weekend reload bonus</h3><p>Deposit from <strong>$20</strong> and get <span style="text-decoration: underline">50% extra</span>, up to $500.</p>' +
  '<ul><li>Valid Saturday and Sunday</li><li>Wagering 10x</li></ul>' +
  '<table><thead><tr><th>Deposit</th><th>Bonus</th></tr></thead><tbody><tr><td>$20</td><td>$10</td></tr><tr><td>$1,000</td><td>$500</td></tr></tbody></table>' +
  '<p><a href="https://example.test/terms" target="_blank">Full terms</a></p>';

const meta = {
  title: 'Primitives/SafeHtml',
  component: SafeHtml,
  args: { html: ANNOUNCEMENT },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Weekend reload bonus' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Full terms' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

/** Hostile markup from the server: shown as harmless content, nothing runs, nothing escapes the box. */
export const HostileContent: Story = {
  args: {
    html:
      '<p>Promo text</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
      '<a href="javascript:window.__xss=3">Click me</a><svg onload="window.__xss=4"></svg>' +
      '<div style="position:fixed;inset:0;border:4px dashed">Fake login overlay</div><form><input name="password"></form>',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Promo text')).toBeVisible();
    const box = canvasElement.querySelector('[data-slot="safe-html"]')!;
    await expect(box.querySelector('script, svg, form, input, [onerror], [onload]')).toBeNull();
    await expect(canvas.getByText('Click me')).not.toHaveAttribute('href');
    // The fixed-position overlay is contained by the box, not laid over the page.
    const overlay = canvas.getByText('Fake login overlay');
    const boxRect = box.getBoundingClientRect();
    const overlayRect = overlay.getBoundingClientRect();
    await expect(overlayRect.top).toBeGreaterThanOrEqual(boxRect.top);
    await expect(overlayRect.bottom).toBeLessThanOrEqual(boxRect.bottom + 1);
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};

export const Empty: Story = {
  args: { html: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="safe-html"]')).toBeEmptyDOMElement();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: {
    html: '<h3>Khuyến mãi nạp cuối tuần</h3><p>Nạp từ <strong>20$</strong> nhận thêm 50%, tối đa 500$. Áp dụng thứ Bảy và Chủ nhật.</p>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Khuyến mãi nạp cuối tuần' })).toBeVisible();
  },
};
