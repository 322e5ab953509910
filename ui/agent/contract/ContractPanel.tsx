import { FilePlus2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { FormError } from '../../forms/FormError.tsx';
import { useSubmitGuard } from '../../forms/use-submit-guard.ts';
import type { BindingRefusal } from '../../member/security/binding-form.tsx';
import { AlertDialog } from '../../primitives/AlertDialog.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ContractLowerRateDialog } from './ContractLowerRateDialog.tsx';
import {
  ContractOfferDialog,
  type ContractCap,
  type ContractKindCode,
  type OfferableDownline,
  type OfferValues,
} from './ContractOfferDialog.tsx';
import { ContractOverview, type ContractOverviewProps, type ContractView } from './ContractOverview.tsx';

/** The actions on an existing contract; `terminate` on an offer the upline made withdraws it. */
export type ContractStep = 'accept' | 'reject' | 'terminate' | 'confirmTerminate' | 'rejectTerminate';

/**
 * Which dialog is open: the offer form (with the lower-rate confirmation over it while `affected` is
 * set, so a cancel goes back to the terms as typed), or the termination confirmation.
 */
export type ContractPanelDialog =
  { type: 'offer'; affected?: readonly ContractView[] } | { type: 'terminate'; contractId: string } | undefined;

/** What is in flight: the offer, or a step on one contract (its button is busy, the others wait). */
export type ContractPending = { action: 'offer' } | { action: ContractStep; contractId: string } | undefined;

export type ContractPanelProps = Omit<ContractOverviewProps, 'currentActions' | 'issuedActions' | 'rowActions'> & {
  kind: ContractKindCode;
  /** Direct downline agents the agent may offer to. */
  downlines: readonly OfferableDownline[];
  /** null: the agent has no contract of its own of this kind, so it cannot offer one. */
  cap: ContractCap | null;
  /** The platform's terms schema for the offer form. */
  termsSchema?: z.ZodMiniType;
  dialog: ContractPanelDialog;
  onDialogChange: (dialog: ContractPanelDialog) => void;
  onOffer: (values: OfferValues) => void;
  onConfirmLowerRate: () => void;
  onStep: (step: ContractStep, contractId: string) => void;
  pending?: ContractPending;
  /** The last action's refusal, translated: in its dialog when one is open, else above the contracts with a retry. */
  refusal?: BindingRefusal;
  onRetryAction?: () => void;
  /** What the last action did, in words. */
  notice?: string;
};

const STEP_KEYS = {
  accept: 'agent.contract.actions.accept',
  reject: 'agent.contract.actions.reject',
  terminate: 'agent.contract.actions.terminate',
  confirmTerminate: 'agent.contract.actions.confirmTerminate',
  rejectTerminate: 'agent.contract.actions.rejectTerminate',
} as const satisfies Record<ContractStep, string>;

/**
 * A contract kind's page with its actions (spec section 4), the same for the four kinds: the agent's
 * own contract with accept and reject (an offer), a termination request (with a confirmation of what
 * it means) or the answer to the upline's; the downline contracts with withdraw, termination and its
 * answer; the offer form, capped by the agent's own contract; and the lower-rate confirmation.
 * Every action sends once: a busy button, and a second click before the answer is dropped.
 */
export function ContractPanel({
  kind,
  downlines,
  cap,
  termsSchema,
  dialog,
  onDialogChange,
  onOffer,
  onConfirmLowerRate,
  onStep,
  pending,
  refusal,
  onRetryAction,
  notice,
  ...overview
}: ContractPanelProps) {
  const { t } = useTranslation();
  const allow = useSubmitGuard(pending !== undefined, refusal?.message);
  const busy = pending !== undefined;
  const isPending = (step: ContractStep, contractId: string) =>
    pending !== undefined && pending.action === step && 'contractId' in pending && pending.contractId === contractId;

  const step = (action: ContractStep, contractId: string, variant: 'primary' | 'secondary' | 'danger' = 'secondary', label?: string) => (
    <Button
      key={action}
      size="sm"
      variant={variant}
      loading={isPending(action, contractId)}
      disabled={busy && !isPending(action, contractId)}
      onClick={() => {
        // A termination request says what it means first; the rest send at once.
        if (action === 'terminate' && !label) onDialogChange({ type: 'terminate', contractId });
        else if (allow()) onStep(action, contractId);
      }}
    >
      {label ?? t(STEP_KEYS[action])}
    </Button>
  );

  const actionsOf = (contract: ContractView, side: 'upline' | 'downline') => {
    const other = side === 'upline' ? 'downline' : 'upline';
    switch (contract.status) {
      case 'offered':
        return side === 'downline'
          ? [step('accept', contract.contractId, 'primary'), step('reject', contract.contractId, 'danger')]
          : [step('terminate', contract.contractId, 'secondary', t('agent.contract.actions.withdraw'))];
      case 'active':
        return [step('terminate', contract.contractId)];
      case 'terminationRequested':
        return contract.terminationRequestedBy === other
          ? [step('confirmTerminate', contract.contractId, 'danger'), step('rejectTerminate', contract.contractId)]
          : [];
      default:
        return [];
    }
  };

  const waiting = (contract: ContractView, side: 'upline' | 'downline') =>
    contract.status === 'terminationRequested'
      ? t(contract.terminationRequestedBy === side ? 'agent.contract.waitingOther' : 'agent.contract.otherAsked')
      : contract.status === 'offered' && side === 'upline'
        ? t('agent.contract.waitingAnswer')
        : undefined;

  const current = overview.current;
  const currentNote = current ? waiting(current, 'downline') : undefined;
  const dialogOpen = dialog !== undefined;

  return (
    <div data-slot="contract-panel" className="flex flex-col gap-space-md">
      {notice && (
        <p
          role="status"
          data-slot="contract-notice"
          className="rounded-md border border-success bg-surface p-space-sm text-sm text-success"
        >
          {notice}
        </p>
      )}
      {refusal && !dialogOpen && (
        <div data-slot="contract-action-error" className="flex flex-wrap items-center gap-space-sm">
          <FormError message={refusal.message} className="flex-1" />
          {onRetryAction && (
            <Button size="sm" variant="secondary" loading={busy} onClick={() => allow() && onRetryAction()}>
              {t('common.retry')}
            </Button>
          )}
        </div>
      )}
      <ContractOverview
        {...overview}
        currentActions={
          current && (
            <div className="flex flex-col gap-space-sm">
              {currentNote && <p className="text-sm text-muted">{currentNote}</p>}
              <div className="flex flex-wrap gap-space-sm">{actionsOf(current, 'downline')}</div>
            </div>
          )
        }
        issuedActions={
          cap === null ? (
            <p data-slot="contract-no-cap" className="rounded-md border border-border p-space-sm text-sm text-muted">
              {t('agent.contract.offer.noCap')}
            </p>
          ) : downlines.length === 0 ? (
            <p data-slot="contract-no-downlines" className="rounded-md border border-border p-space-sm text-sm text-muted">
              {t('agent.contract.offer.noDownlines')}
            </p>
          ) : (
            <Button
              icon={<FilePlus2 aria-hidden />}
              className="self-start"
              disabled={busy}
              onClick={() => onDialogChange({ type: 'offer' })}
            >
              {t('agent.contract.offer.open')}
            </Button>
          )
        }
        rowActions={(row) => {
          const note = waiting(row, 'upline');
          const buttons = actionsOf(row, 'upline');
          return (
            <div className="flex flex-wrap items-center gap-space-xs">
              {buttons}
              {note && <span className="text-xs text-muted">{note}</span>}
            </div>
          );
        }}
      />
      {cap !== null && (
        <ContractOfferDialog
          open={dialog?.type === 'offer'}
          onOpenChange={(open) => !open && onDialogChange(undefined)}
          kind={kind}
          downlines={downlines}
          cap={cap}
          termsSchema={termsSchema}
          onSubmit={onOffer}
          pending={pending?.action === 'offer'}
          refusal={dialog?.type === 'offer' && !dialog.affected ? refusal : undefined}
        />
      )}
      <AlertDialog
        open={dialog?.type === 'terminate'}
        onOpenChange={(open) => !open && !busy && onDialogChange(undefined)}
        tone="warning"
        cancelable
        title={t('agent.contract.terminateConfirm.title')}
        message={t('agent.contract.terminateConfirm.message')}
        confirmLabel={t('agent.contract.terminateConfirm.confirm')}
        confirmLoading={busy}
        onConfirm={(event) => {
          event.preventDefault();
          if (dialog?.type === 'terminate' && allow()) onStep('terminate', dialog.contractId);
        }}
        onCancel={() => onDialogChange(undefined)}
      />
      <ContractLowerRateDialog
        open={dialog?.type === 'offer' && dialog.affected !== undefined}
        onOpenChange={(open) => !open && onDialogChange({ type: 'offer' })}
        affected={(dialog?.type === 'offer' && dialog.affected) || []}
        onConfirm={onConfirmLowerRate}
        pending={pending?.action === 'offer'}
        refusal={dialog?.type === 'offer' && dialog.affected ? refusal?.message : undefined}
      />
    </div>
  );
}
