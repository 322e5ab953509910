/**
 * A player's action that failed (free play, a favourite, an application): one translated toast. The
 * server's own text is added when it is a business answer, since it says why (e.g. "already applied").
 */
import { toast } from '@ui/primitives/toast-queue.ts';
import type { TFunction } from 'i18next';
import { isApiError } from '../../api/errors.ts';

export function notifyFailure(t: TFunction, error: unknown): void {
  const reason = isApiError(error) && error.kind === 'business' && error.message ? error.message : t('common.actionFailedHint');
  toast({ title: t('common.actionFailed'), description: reason, tone: 'danger' });
}
