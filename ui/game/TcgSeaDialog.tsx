import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../primitives/Dialog.tsx';
import { GameFrame } from './GameFrame.tsx';

export interface TcgSeaDialogProps {
  /** Controlled: the frame's Back asks to close through onOpenChange. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vendor's display name (TCG Sea Lottery): the dialog's and the frame's title. */
  title: string;
  /** The launched game address, already checked by the app; undefined until the launch answers. */
  src?: string;
  /** The provider's second line (game_url2). */
  altSrc?: string;
  /** The launch is under way. */
  loading?: boolean;
  /** A translated reason the launch failed; shown in the frame with Retry. */
  error?: string;
  onRetry?: () => void;
  className?: string;
}

/**
 * The TCG_SEA account type's dedicated dialog (spec section 2, "Game start"). Design: the spec has the
 * lottery category open this vendor "directly as a game, not as a page", so a player who chose it
 * expects to be playing, not to read an intro and press Play again: the dialog launches at once and
 * is the game itself, nearly the whole screen (all of it on a phone), with the page kept underneath
 * so closing returns exactly where they were. The frame's toolbar gives Back (closes), the second
 * line, Reload and Fullscreen; loading and a failed launch (with Retry) show inside the frame.
 */
export function TcgSeaDialog({ title, src, altSrc, loading = false, error, onRetry, className, open, onOpenChange }: TcgSeaDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* No corner ×: it would cover the frame's toolbar, whose Back closes (as does Escape). */}
      <DialogContent size="full" showCloseButton={false} data-slot="tcg-sea-dialog" className={cn('gap-0 p-0 sm:p-space-sm', className)}>
        <DialogTitle className="sr-only">{title}</DialogTitle>
        <DialogDescription className="sr-only">{t('game.start.sea.description')}</DialogDescription>
        <GameFrame
          className="min-h-0 flex-1"
          title={title}
          src={src}
          altSrc={altSrc}
          loading={loading}
          error={error}
          onRetry={onRetry}
          onBack={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
