import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Online or not, as React Query sees it (the browser's online and offline events): the same switch that
 * pauses the calls while offline and fetches again on reconnect, so the banner and the data agree.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline);
}
