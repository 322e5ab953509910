/** Spec section 8: a failed SMS send or invitation check is a warning dialog with the message and one button. */
import { AlertDialog } from '@ui/primitives/AlertDialog.tsx';

export function AccountWarning({ message, onClose }: { message: string | undefined; onClose: () => void }) {
  return <AlertDialog open={message !== undefined} onOpenChange={(open) => !open && onClose()} message={message ?? ''} tone="warning" />;
}
