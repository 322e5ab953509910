import { useTranslation } from 'react-i18next';
import { FormError } from '../../forms/FormError.tsx';
import { useSubmitGuard } from '../../forms/use-submit-guard.ts';
import { Button } from '../../primitives/Button.tsx';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/Dialog.tsx';
import type { ContractView } from './ContractOverview.tsx';
import { contractSummary } from './contract-summary.ts';

export interface ContractLowerRateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The downline's own contracts the lower offer would end (the platform's answer). */
  affected: readonly ContractView[];
  /** Sends the offer again, confirmed. */
  onConfirm: () => void;
  pending?: boolean;
  /** The confirmed offer was refused, already translated: the confirm button tries again. */
  refusal?: string;
}

/**
 * The lower-rate rule (spec section 4): an offer below what the downline gives its own downlines ends
 * those contracts. The agent sees which, and the offer goes again only when it confirms.
 */
export function ContractLowerRateDialog({
  open,
  onOpenChange,
  affected,
  onConfirm,
  pending = false,
  refusal,
}: ContractLowerRateDialogProps) {
  const { t } = useTranslation();
  const allow = useSubmitGuard(pending, refusal);
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent size="sm" role="alertdialog" data-slot="contract-lower-rate-dialog">
        <DialogHeader>
          <DialogTitle>{t('agent.contract.lowerRate.title')}</DialogTitle>
          <DialogDescription>{t('agent.contract.lowerRate.description', { count: affected.length })}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-space-md">
          <ul aria-label={t('agent.contract.lowerRate.listLabel')} className="flex flex-col gap-space-xs">
            {affected.map((contract) => (
              <li
                key={contract.contractId}
                className="flex flex-wrap justify-between gap-space-sm rounded-md border border-border p-space-sm text-sm text-text"
              >
                <span className="font-medium">
                  {t('agent.contract.lowerRate.pair', {
                    upline: contract.uplineNickname || contract.upline,
                    downline: contract.downlineNickname || contract.downline,
                  })}
                </span>
                <span className="text-muted">{contractSummary(t, contract)}</span>
              </li>
            ))}
          </ul>
          <FormError message={refusal} />
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {t('overlay.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" loading={pending} onClick={() => allow() && onConfirm()}>
            {t('agent.contract.lowerRate.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
