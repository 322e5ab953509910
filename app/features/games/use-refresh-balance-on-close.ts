import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keys } from '../../api/keys.ts';

/** A game moves money: when the component showing it goes away, the header's balance is fetched again. */
export function useRefreshBalanceOnClose(): void {
  const client = useQueryClient();
  useEffect(() => () => void client.invalidateQueries({ queryKey: keys.wallet.balance() }), [client]);
}
