import type { Meta, StoryObj } from '@storybook/react-vite';
import { Compass, ServerCrash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { Button } from '../primitives/Button.tsx';
import { StatusScreen } from './StatusScreen.tsx';

function NotFoundExample({ onHome }: { onHome: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<Compass aria-hidden />}
      title={t('status.notFoundTitle')}
      message={t('status.notFoundMessage')}
      actions={<Button onClick={onHome}>{t('status.goHome')}</Button>}
    />
  );
}

function ErrorExample({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<ServerCrash aria-hidden />}
      title={t('status.errorTitle')}
      message={t('status.errorMessage')}
      actions={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}

const meta = {
  title: 'Status/StatusScreen',
  component: StatusScreen,
  args: { title: 'Page not found', message: 'The page you are looking for does not exist.' },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NotFound: Story = {
  render: () => <NotFoundExample onHome={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to the home page' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  render: function Render() {
    const onRetry = fn();
    return <ErrorExample onRetry={onRetry} />;
  },
  play: async ({ canvas, userEvent }) => {
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  render: () => <NotFoundExample onHome={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
  },
};
