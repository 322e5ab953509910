import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { footerPartners, footerResources } from '../../mocks/fixtures/layout.ts';
import { SiteFooter } from './SiteFooter.tsx';

const socialList = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-slot="site-footer-social"]');

/** The addresses the host app gives (its help page at each topic); ui/ only renders them. */
const legalLinks = {
  terms: '/help?topic=TERMS',
  privacy: '/help?topic=PRIVACY',
  responsibleGaming: '/help?topic=RESPONSIBLE',
};

const meta = {
  title: 'Layout/SiteFooter',
  component: SiteFooter,
  args: { socials: footerResources, partners: footerPartners, onAffiliate: fn(), legalLinks, onNavigate: fn() },
  argTypes: {
    socials: { control: false },
    partners: { control: false },
    logo: { control: false },
    about: { control: false },
    legalLinks: { control: 'object' },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Become an agent' }));
    await expect(args.onAffiliate).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('link', { name: 'YouTube (opens in a new tab)' })).toHaveFocus();
  },
};

/**
 * Every block, from the platform's configured resources: the six socials in the spec's order (the
 * downloads, Telegram and affiliate resources are not socials), the four payment methods, the
 * vendors, the legal links (terms, privacy, responsible gaming), the 18+ note and the 2022 copyright line.
 */
export const Full: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'About Viva' })).toBeVisible();
    const socials = within(socialList(canvasElement)!).getAllByRole('link');
    await expect(socials.map((link) => link.getAttribute('data-social'))).toEqual([
      'YouTube',
      'Instagram',
      'Facebook',
      'Twitter',
      'TikTok',
      'Line',
    ]);
    for (const link of socials) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://facebook.example.test/viva.vn',
    );
    await expect(canvas.getByRole('link', { name: 'X (Twitter) (opens in a new tab)' })).toBeVisible();

    const payments = within(canvas.getByRole('list', { name: 'Payment methods' })).getAllByRole('listitem');
    await expect(payments.map((item) => item.textContent)).toEqual(['Bank transfer', 'E-wallet', 'QR pay', 'USDT']);
    const partners = within(canvas.getByRole('list', { name: 'Game partners' })).getAllByRole('listitem');
    await expect(partners).toHaveLength(footerPartners.length);
    await expect(partners[0]).toHaveTextContent('Jili');

    const legal = within(canvas.getByRole('navigation', { name: 'Legal' })).getAllByRole('link');
    await expect(legal.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms and conditions', '/help?topic=TERMS'],
      ['Privacy policy', '/help?topic=PRIVACY'],
      ['Responsible gaming', '/help?topic=RESPONSIBLE'],
    ]);
    // A plain click is the app's to route; the href stays for a new tab, a copy or a crawler.
    await userEvent.click(canvas.getByRole('link', { name: 'Privacy policy' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith('/help?topic=PRIVACY', expect.anything());
    await expect(canvas.getByText(/Only players aged 18 and over/)).toBeVisible();
    await expect(canvas.getByText('© 2022 Viva. All rights reserved.')).toBeVisible();
  },
};

/** Nothing configured: no social block, no partners, no affiliate, no legal row; the payment methods and the 2022 line stay. */
export const Minimal: Story = {
  args: { socials: [], partners: [], onAffiliate: undefined, legalLinks: {} },
  play: async ({ canvas, canvasElement }) => {
    await expect(socialList(canvasElement)).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Legal' })).toBeNull();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByRole('list', { name: 'Game partners' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(within(canvas.getByRole('list', { name: 'Payment methods' })).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('© 2022 Viva. All rights reserved.')).toBeVisible();
  },
};

/** Only configured socials render: an empty address, a `javascript:` address and unknown types are dropped. */
export const OnlyConfiguredSocials: Story = {
  args: {
    brand: 'Viva123',
    partners: footerPartners.slice(0, 6),
    socials: [
      { resourceType: 'Line', url: 'https://line.example.test/ti/p/@viva', labelNameEn: null },
      { resourceType: 'FACEBOOK', url: 'https://facebook.example.test/viva.vn', labelNameEn: 'Facebook' },
      { resourceType: 'YouTube', url: '', labelNameEn: 'YouTube' },
      { resourceType: 'Instagram', url: 'javascript:alert(1)', labelNameEn: 'Instagram' },
      { resourceType: 'TELEGRAM', url: 'https://t.me/viva_example', labelNameEn: 'Telegram' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const socials = within(socialList(canvasElement)!).getAllByRole('link');
    await expect(socials.map((link) => link.getAttribute('data-social'))).toEqual(['Facebook', 'Line']);
    await expect(canvas.getByRole('link', { name: 'LINE (opens in a new tab)' })).toBeVisible();
    await expect(canvas.getByText('© 2022 Viva123. All rights reserved.')).toBeVisible();
  },
};

/** The platform has no privacy topic: its link is left out rather than leading nowhere; the others keep their order. */
export const LegalTopicMissing: Story = {
  args: { legalLinks: { terms: legalLinks.terms, responsibleGaming: legalLinks.responsibleGaming } },
  play: async ({ canvas }) => {
    const legal = within(canvas.getByRole('navigation', { name: 'Legal' })).getAllByRole('link');
    await expect(legal.map((link) => link.textContent)).toEqual(['Terms and conditions', 'Responsible gaming']);
    await expect(canvas.queryByRole('link', { name: 'Privacy policy' })).toBeNull();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Giới thiệu Viva' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trở thành đại lý' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Facebook (mở trong thẻ mới)' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Phương thức thanh toán' })).toHaveTextContent('Chuyển khoản ngân hàng');
    const legal = within(canvas.getByRole('navigation', { name: 'Pháp lý' })).getAllByRole('link');
    await expect(legal.map((link) => link.textContent)).toEqual([
      'Điều khoản và điều kiện',
      'Chính sách quyền riêng tư',
      'Chơi có trách nhiệm',
    ]);
    await expect(canvas.getByText('© 2022 Viva. Bảo lưu mọi quyền.')).toBeVisible();
  },
};

/** At 360 px the blocks stack in one column and the legal line wraps under the 18+ note. */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const about = canvasElement.querySelector('[data-slot="site-footer-about"]')!.getBoundingClientRect();
    const affiliate = canvasElement.querySelector('[data-slot="site-footer-affiliate"]')!.getBoundingClientRect();
    await expect(affiliate.top).toBeGreaterThanOrEqual(about.bottom);
    await expect(affiliate.left).toBe(about.left);
    for (const link of canvasElement.querySelectorAll('[data-slot="site-footer-social-link"], [data-slot="site-footer-legal-link"]')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    }
  },
};
