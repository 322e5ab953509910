import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from assistive technology; the busy control announces the state. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('[data-slot="spinner"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4 text-brand">
      <Spinner className="size-4" />
      <Spinner className="size-6" />
      <Spinner className="size-10" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sizes = [...canvasElement.querySelectorAll('[data-slot="spinner"]')].map((el) => el.getBoundingClientRect().width);
    await expect(sizes).toEqual([16, 24, 40]);
  },
};

function WithStatus() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 text-muted">
      <Spinner /> {t('common.loading')}
    </p>
  );
}

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  render: () => <WithStatus />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải…');
  },
};
