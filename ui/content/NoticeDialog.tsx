import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../primitives/Button.tsx';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../primitives/Dialog.tsx';
import { Image } from '../primitives/Image.tsx';
import { SafeHtml } from '../primitives/SafeHtml.tsx';
import { richTextClass } from './content-parts.tsx';

/** One site notice; `html` is untrusted operator rich text. */
export interface NoticeItem {
  id: string;
  title: string;
  html: string;
  imageSrc?: string;
}

export interface NoticeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notices: readonly NoticeItem[];
  /** "Got it" was pressed (before the dialog closes); Escape and × only close. */
  onDismiss?: () => void;
}

/**
 * The site notices popup (after login, first login or before login, spec section 2): one notice at a
 * time, paged with Previous and Next when there are several, closed with "Got it".
 */
export function NoticeDialog({ open, onOpenChange, notices, onDismiss }: NoticeDialogProps) {
  return (
    <Dialog open={open && notices.length > 0} onOpenChange={onOpenChange}>
      <NoticeContent
        notices={notices}
        onDismiss={() => {
          onDismiss?.();
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}

// Its own component inside the dialog, so paging starts again at the first notice each time it opens.
function NoticeContent({ notices, onDismiss }: { notices: readonly NoticeItem[]; onDismiss: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const gotItRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const total = notices.length;
  // The list may shrink while open (a refetch): stay on a notice that exists.
  const current = Math.min(index, Math.max(total - 1, 0));
  const notice = notices[current];
  const paged = total > 1;
  const atFirst = current === 0;
  const atLast = current === total - 1;

  return (
    <DialogContent
      size="md"
      data-slot="notice-dialog"
      // The notice's own text is the content; there is no separate description.
      aria-describedby={undefined}
      onOpenAutoFocus={(event) => {
        // Start on the action that moves the player on: Next through several notices, else Got it.
        event.preventDefault();
        (paged ? nextRef : gotItRef).current?.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle>{notice?.title || t('overlay.notice')}</DialogTitle>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-space-md">
        {notice?.imageSrc && (
          <Image
            key={`image-${notice.id}`}
            src={notice.imageSrc}
            alt=""
            aspectRatio="2 / 1"
            className="block w-full rounded-lg bg-surface-sunken"
          />
        )}
        {/* The operator's HTML goes through the sanitiser, every render. */}
        <SafeHtml key={`body-${notice?.id}`} html={notice?.html} className={richTextClass} data-slot="notice-body" />
      </DialogBody>
      <DialogFooter className="sm:items-center sm:justify-between">
        {paged && (
          <div className="flex items-center justify-between gap-space-sm sm:justify-start">
            {/*
              aria-disabled instead of disabled at either end: a disabled button drops keyboard focus
              to the page, and focus must stay where the player was paging.
            */}
            <Button
              variant="secondary"
              size="sm"
              aria-disabled={atFirst || undefined}
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              icon={<ChevronLeft aria-hidden className="size-4" />}
              onClick={() => !atFirst && setIndex(current - 1)}
            >
              {t('notice.previous')}
            </Button>
            <p role="status" data-slot="notice-position" className="min-w-12 text-center text-sm text-muted tabular-nums">
              <span aria-hidden>{`${current + 1} / ${total}`}</span>
              <span className="sr-only">{t('notice.position', { n: current + 1, total })}</span>
            </p>
            <Button
              ref={nextRef}
              variant="secondary"
              size="sm"
              aria-disabled={atLast || undefined}
              className="flex-row-reverse aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              icon={<ChevronRight aria-hidden className="size-4" />}
              onClick={() => !atLast && setIndex(current + 1)}
            >
              {t('notice.next')}
            </Button>
          </div>
        )}
        <Button ref={gotItRef} onClick={onDismiss}>
          {t('notice.gotIt')}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
