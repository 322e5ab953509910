/** Free-play demo login (spec section 6): a trial account (type 4) through the shared login ending. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFreePlayLogin } from '../../api/session.ts';
import { notifyFailure } from '../errors/notify-failure.ts';
import { loadFinishLogin, useFinishLogin } from './use-finish-login.ts';

export function useFreePlay() {
  const { t } = useTranslation();
  const freePlay = useFreePlayLogin();
  const finish = useFinishLogin();
  const [finishing, setFinishing] = useState(false);
  const start = () => {
    if (freePlay.isPending || finishing) return;
    // The login's last steps load while the platform answers (a failure shows when they are needed).
    loadFinishLogin().catch(() => undefined);
    freePlay.mutate(
      { os: navigator.platform || 'web' },
      {
        onSuccess: (result) => {
          setFinishing(true);
          finish(result, { via: 'free-play' })
            .catch((error: unknown) => notifyFailure(t, error))
            .finally(() => setFinishing(false));
        },
        onError: (error) => notifyFailure(t, error),
      },
    );
  };
  return { start, pending: freePlay.isPending || finishing };
}
