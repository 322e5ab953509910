import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BUNDLED_LANGUAGES } from './languages.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

const meta = {
  title: 'Foundations/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { languages: BUNDLED_LANGUAGES, value: 'EN', onChange: fn() },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('EN');
    await userEvent.selectOptions(select, 'VI');
    await expect(args.onChange).toHaveBeenCalledWith('VI');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { value: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Ngôn ngữ' })).toHaveValue('VI');
  },
};

/** With one configured language there is nothing to choose: the switcher renders nothing. */
export const SingleLanguage: Story = {
  args: { languages: ['EN'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('select')).toBeNull();
  },
};
