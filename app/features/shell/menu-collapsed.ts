/** The side menu's mini/expanded choice, remembered on this device (validated when read back). */
const KEY = 'menuCollapsed';

export function storedMenuCollapsed(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function storeMenuCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(KEY, collapsed ? '1' : '0');
  } catch {
    // Storage can be off (private mode); the choice then lasts for the page only.
  }
}
