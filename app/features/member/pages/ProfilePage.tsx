import { ProfileForm, type ProfileView } from '@ui/member/profile/ProfileForm.tsx';
import { todayIn } from '@ui/records/date-range.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../api/player.contract.ts';
import { useProfile, useUpdateProfile } from '../../../api/player.ts';
import { profileErrorMessage } from '../account/account-errors.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

/** A field is locked when the platform says so or, lacking the flag, once it has a value (nickname aside: every account starts with one). */
export function profileView(profile: Profile): ProfileView {
  return {
    account: profile.account,
    nickname: profile.nickname,
    fullName: profile.fullName,
    birthday: profile.birthday,
    telegram: profile.telegram,
    locked: {
      nickname: !profile.nicknameEditable,
      fullName: !profile.fullNameEditable || profile.fullName !== '',
      birthday: !profile.birthdayEditable || profile.birthday !== '',
      telegram: !profile.telegramEditable || profile.telegram !== '',
    },
  };
}

/** The profile panel (spec section 2, profile). */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const update = useUpdateProfile();
  const [saveError, setSaveError] = useState<string>();
  return (
    <ProfileForm
      profile={profile.data ? profileView(profile.data) : undefined}
      loading={profile.isPending}
      error={profile.isError}
      onRetry={() => void profile.refetch()}
      retrying={profile.isFetching}
      today={todayIn(BRAND_TIME_ZONE)}
      pending={update.isPending}
      saved={update.isSuccess}
      saveError={saveError}
      onSave={(values) => {
        setSaveError(undefined);
        update.mutate(values, { onError: (error) => setSaveError(profileErrorMessage(t, error)) });
      }}
    />
  );
}
