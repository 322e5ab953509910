/** What a member-centre page shows until its own panel is built: its name and that it is on its way. */
import { MEMBER_CENTRE_ITEMS } from '@ui/centre/member-centre-items.ts';
import { EmptyState } from '@ui/primitives/EmptyState.tsx';
import { useTranslation } from 'react-i18next';
import type { MemberPage } from '../../paths.ts';

export function PanelPlaceholder({ page }: { page: MemberPage }) {
  const { t } = useTranslation();
  const { icon: Icon, title } = MEMBER_CENTRE_ITEMS[page];
  return (
    <EmptyState
      data-slot="panel-placeholder"
      data-page={page}
      icon={<Icon aria-hidden />}
      title={t('centre.comingSoon')}
      hint={t('centre.comingSoonHint', { page: t(title) })}
    />
  );
}
