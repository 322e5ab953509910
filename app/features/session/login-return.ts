/**
 * Where a login lands when a page asked for it: a visitor who opens a member page (the member centre)
 * gets the login prompt, and after logging in is back on that page instead of home (spec section 4's
 * "goes to /" stays the rule for every other login). One address at a time, kept in memory only; the
 * page that set it forgets it when the visitor leaves without logging in.
 */
export interface LoginReturn {
  path: string;
  /** The history state the page had (where it was entered from), kept across the landing. */
  state?: unknown;
}

let target: LoginReturn | undefined;

/** Only an address of this app: a path, never another origin (`//host`) or a script URL. */
const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function returnAfterLogin(path: string, state?: unknown): void {
  target = isAppPath(path) ? { path, state } : undefined;
}

/** Forgets the address (only `path`'s, when given: another page may have set its own since). */
export function forgetLoginReturn(path?: string): void {
  if (path === undefined || target?.path === path) target = undefined;
}

/** The address to land on after this login, if a page asked for one; asked once. */
export function takeLoginReturn(): LoginReturn | undefined {
  const asked = target;
  target = undefined;
  return asked;
}
