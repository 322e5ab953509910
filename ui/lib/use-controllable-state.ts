import { useState } from 'react';

/**
 * A widget's state that its parent may own (`open`/`defaultOpen`/`onOpenChange`): controlled while
 * `value` is given, otherwise kept inside. `onChange` hears every change, never a repeat of the
 * current value, in both modes.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const current = value === undefined ? inner : value;
  const set = (next: T) => {
    if (Object.is(next, current)) return;
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  return [current, set];
}
