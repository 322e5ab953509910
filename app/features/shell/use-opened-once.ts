import { useState } from 'react';

/**
 * True from the first render where `open` is true, and ever after: a lazily loaded dialog is mounted
 * only once it is first wanted, then stays mounted so it closes with its animation and reopens at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
