import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { Button, IconButton } from './Button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Deposit', onClick: fn(), variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'accent', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { table: { disable: true } },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {(['primary', 'secondary', 'ghost', 'danger', 'accent', 'link'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
    </div>
  ),
};

export const WithIcon: Story = { args: { icon: <Wallet aria-hidden className="size-4" /> } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Deposit/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeDisabled();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

function TranslatedButtons() {
  const { t } = useTranslation();
  return (
    <div className="flex gap-3">
      <Button>{t('status.goHome')}</Button>
      <Button variant="secondary">{t('status.notFoundTitle')}</Button>
      <Button loading>{t('common.retry')}</Button>
    </div>
  );
}

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  render: () => <TranslatedButtons />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Về trang chủ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Thử lại Đang tải…' })).toBeVisible();
  },
};

export const IconOnly: StoryObj<typeof IconButton> = {
  render: () => (
    <div className="flex gap-2">
      <IconButton label="Add to favourites">
        <Heart aria-hidden className="size-5" />
      </IconButton>
      <IconButton label="Add to favourites" variant="secondary">
        <Heart aria-hidden className="size-5" />
      </IconButton>
      <IconButton label="Add to favourites" variant="primary" loading>
        <Heart aria-hidden className="size-5" />
      </IconButton>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Add to favourites' })).toHaveLength(3);
  },
};
