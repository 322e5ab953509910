/**
 * The header's app download popup (spec section 2, "Header modals: download"): the Android and iOS
 * guides with the configured links as QR codes, over the page. Its own chunk, loaded when opened.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { contentAreas } from '@ui/i18n/locales/areas/content.ts';
import { pagesAreas } from '@ui/i18n/locales/areas/pages.ts';
import { DownloadGuide } from '@ui/content/DownloadGuide.tsx';
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '@ui/primitives/Dialog.tsx';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system.ts';

export function DownloadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  // Opens once its strings are in (Vietnamese loads on demand), as while the chunk loads: never keys.
  const ready = useAreas(contentAreas, pagesAreas);
  const status = useSystemStatus();
  const resources = status.data?.info.resources ?? [];
  // DownloadGuide shows only http(s) links; anything else reads as "not available yet".
  const link = (type: string) => resources.find((r) => r.resourceType === type)?.url;
  return (
    <Dialog open={open && ready} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{t('pages.downloadTitle')}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <DownloadGuide
            androidUrl={link('Android')}
            iosUrl={link('MOBILECONFIG')}
            loading={status.isPending}
            error={status.isError}
            onRetry={() => void status.refetch()}
          />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
