/**
 * The credentials of a login held at login_verify_required, waiting for the verification call
 * (which repeats them). Memory only, dropped once used or when the dialog closes.
 */
export interface PendingVerification {
  username: string;
  password: string;
  remember: boolean;
}

let pending: PendingVerification | undefined;

export function setPendingVerification(next: PendingVerification | undefined): void {
  pending = next;
}

export function pendingVerification(): PendingVerification | undefined {
  return pending;
}
