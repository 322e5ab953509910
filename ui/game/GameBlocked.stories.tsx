import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { Button } from '../primitives/Button.tsx';
import { GameBlocked } from './GameBlocked.tsx';

const onBack = fn();
const onLogIn = fn();
const onPlayFree = fn();
const onRegister = fn();

function BackButton() {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" onClick={onBack}>
      {t('game.launch.backToLobby')}
    </Button>
  );
}

/** A /game address that names no game: the way back to the lobby. */
function InvalidAddress() {
  const { t } = useTranslation();
  return <GameBlocked title={t('game.launch.pageTitle')} message={t('game.launch.invalidAddress')} actions={<BackButton />} />;
}

const meta = {
  title: 'Games/GameBlocked',
  component: GameBlocked,
  args: { title: 'Game', message: 'This game link is incomplete or broken. Please choose the game again from the lobby.', actions: null },
  render: (args) => <GameBlocked {...args} actions={args.actions ?? <BackButton />} />,
} satisfies Meta<typeof GameBlocked>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Game' })).toBeVisible();
    await expect(canvas.getByText(/This game link is incomplete or broken/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the lobby' }));
    await expect(onBack).toHaveBeenCalled();
  },
};

/** A visitor on a real-money address: log in first. */
export const Visitor: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <GameBlocked
        title="Sweet Bonanza"
        message={t('game.launch.loginRequired')}
        actions={
          <>
            <Button onClick={onLogIn}>{t('game.launch.logIn')}</Button>
            <BackButton />
          </>
        }
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sweet Bonanza' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(onLogIn).toHaveBeenCalled();
  },
};

/** A trial account on a real-money address: play free, or register a real account. */
export const Trial: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <GameBlocked
        title="Sweet Bonanza"
        message={t('game.errors.trialRealMoney')}
        actions={
          <>
            <Button onClick={onPlayFree}>{t('game.launch.playFree')}</Button>
            <Button variant="secondary" onClick={onRegister}>
              {t('game.launch.register')}
            </Button>
            <BackButton />
          </>
        }
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play for free' }));
    await expect(onPlayFree).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Register a real account' }));
    await expect(onRegister).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  ...Trial,
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(3);
    for (const button of buttons) await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(360 + 16);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  render: () => <InvalidAddress />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trò chơi' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Quay lại sảnh' })).toBeVisible();
  },
};
