import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { profile as profileOf } from '../../../mocks/fixtures/account-centre.ts';
import { ProfileForm } from './ProfileForm.tsx';

// member01: nickname "Emon" (still editable), the seeded real name (locked), no birthday, no Telegram.
const member = profileOf('member');
const blank = { ...member, nickname: '', fullName: '', locked: { nickname: false, fullName: false, birthday: false, telegram: false } };
const allSet = {
  ...member,
  birthday: '1990-05-17',
  telegram: '@emon_vn',
  locked: { nickname: true, fullName: true, birthday: true, telegram: true },
};

const Frame = (Story: () => ReactNode) => <div className="w-[560px]">{Story()}</div>;
const PhoneFrame = (Story: () => ReactNode) => <div className="w-[360px]">{Story()}</div>;

const meta = {
  title: 'Member/Profile/ProfileForm',
  component: ProfileForm,
  args: { profile: member, today: '2026-11-20', onSave: fn(), onRetry: fn() },
  decorators: [Frame],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** member01: the set full name is read-only, the rest may be filled in; saving sends only what changed. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Personal details' })).toBeVisible();
    await expect(canvas.getByLabelText('Account')).toHaveValue('member01');
    const fullName = canvas.getByLabelText('Full name');
    await expect(fullName).toHaveValue(member.fullName);
    await expect(fullName).toHaveAttribute('readonly');
    await expect(fullName).toHaveAccessibleDescription('Set once: it can no longer be changed.');
    const nickname = canvas.getByLabelText('Nickname');
    await expect(nickname).toHaveValue('Emon');
    await expect(nickname).not.toHaveAttribute('readonly');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Lucky Emon');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({ nickname: 'Lucky Emon' });
  },
};

/** A birthday under 18 (on 2026-11-20) is refused in words; the date and the rest stay as typed. */
export const UnderAge: Story = {
  play: async ({ args, canvas }) => {
    const birthday = canvas.getByLabelText('Birthday');
    fireEvent.change(birthday, { target: { value: '2010-06-01' } });
    await userEvent.type(canvas.getByLabelText('Telegram'), 'emon_vn');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('You must be at least 18 years old.')).toBeVisible();
    await expect(birthday).toHaveAttribute('aria-invalid', 'true');
    await expect(birthday).toHaveValue('2010-06-01');
    await expect(canvas.getByLabelText('Telegram')).toHaveValue('emon_vn');
    await expect(args.onSave).not.toHaveBeenCalled();
    // Exactly 18 on the day passes.
    fireEvent.change(birthday, { target: { value: '2008-11-20' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({ birthday: '2008-11-20', telegram: 'emon_vn' });
  },
};

/** Bad input in every field: each says what is wrong. */
export const Invalid: Story = {
  args: { profile: blank },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Nickname'), 'E');
    await userEvent.type(canvas.getByLabelText('Full name'), 'Trần Văn An');
    await userEvent.type(canvas.getByLabelText('Telegram'), 'a b');
    fireEvent.change(canvas.getByLabelText('Birthday'), { target: { value: '2027-01-01' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('The nickname must be 2-20 characters.')).toBeVisible();
    await expect(canvas.getByText('Enter your full name in letters and spaces, without diacritics (Nguyen Van An).')).toBeVisible();
    await expect(canvas.getByText('The birthday must be in the past.')).toBeVisible();
    await expect(canvas.getByText('Enter a Telegram username of 5-32 letters, digits or underscores.')).toBeVisible();
    await expect(canvas.getByLabelText('Full name')).toHaveValue('Trần Văn An');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Nothing set yet (a new account): every field open, Save with nothing typed says so. */
export const Empty: Story = {
  args: { profile: blank },
  play: async ({ args, canvas }) => {
    for (const label of ['Nickname', 'Full name', 'Birthday', 'Telegram']) {
      await expect(canvas.getByLabelText(label)).not.toHaveAttribute('readonly');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Fill in or change a field before saving.');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Everything set: all read-only, no Save, a line on whom to ask. */
export const AllLocked: Story = {
  args: { profile: allSet },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Birthday')).toHaveValue('1990-05-17');
    await expect(canvas.getByLabelText('Telegram')).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.getByText('All your details are set. Contact customer service if one is wrong.')).toBeVisible();
  },
};

/** The platform refused the save: the reason above the button, nothing typed lost. */
export const SaveRefused: Story = {
  args: { saveError: 'This detail is already set and can no longer be changed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This detail is already set and can no longer be changed.');
    await expect(canvas.getByLabelText('Nickname')).toHaveValue('Emon');
  },
};

/** Saving: the button is busy, a second click sends nothing. */
export const Saving: Story = {
  args: { pending: true },
  play: async ({ args, canvas, canvasElement }) => {
    const save = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByLabelText('Telegram'), 'emon_vn');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { saved: true, profile: { ...member, locked: { ...member.locked, nickname: true } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your details have been saved.');
    await expect(canvas.getByLabelText('Nickname')).toHaveAttribute('readonly');
  },
};

export const Loading: Story = {
  args: { profile: undefined, loading: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Error: Story = {
  args: { profile: undefined, error: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your details could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  decorators: [PhoneFrame],
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Nickname')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Thông tin cá nhân' })).toBeVisible();
    fireEvent.change(canvas.getByLabelText('Ngày sinh'), { target: { value: '2012-01-01' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu' }));
    await expect(await canvas.findByText('Bạn phải đủ 18 tuổi trở lên.')).toBeVisible();
  },
};
