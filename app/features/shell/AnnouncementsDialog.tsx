/** The announcement popup (spec section 2): the platform's player announcements, 9 titles a page. */
import { useAreas } from '@ui/i18n/areas.ts';
import { contentAreas } from '@ui/i18n/locales/areas/content.ts';
import { AnnouncementList } from '@ui/content/AnnouncementList.tsx';
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '@ui/primitives/Dialog.tsx';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../api/content.ts';
import { useStoredSession } from '../session/use-session.ts';

export function AnnouncementsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  // Opens once its strings are in (Vietnamese loads on demand), as while the chunk loads: never keys.
  const ready = useAreas(contentAreas);
  const session = useStoredSession();
  const announcements = useAnnouncements({ execution: session ? 'A' : 'B' }, { enabled: open });
  return (
    <Dialog open={open && ready} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{t('content.announcement.list')}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <AnnouncementList
            announcements={announcements.data?.player}
            loading={announcements.isPending}
            error={announcements.isError}
            onRetry={() => void announcements.refetch()}
          />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
