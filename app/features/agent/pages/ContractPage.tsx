/**
 * The four contract pages of the agent centre (Dividend, Daily, Hourly and Real-Time Salary): one
 * generic page over the kind's contract call and its action call, showing the agent's own contract
 * and the ones it has offered its downlines, with every action of spec section 4 (offer, accept,
 * reject, withdraw, termination and its answer, the lower-rate confirmation).
 */
import type { ContractOfferDialogProps, OfferValues } from '@ui/agent/contract/ContractOfferDialog.tsx';
import type { ContractView as ContractRow } from '@ui/agent/contract/ContractOverview.tsx';
import { ContractPanel, type ContractPanelDialog, type ContractPending, type ContractStep } from '@ui/agent/contract/ContractPanel.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contractActionSchemas,
  currentContract,
  dailySalaryTermsSchema,
  dividendTermsSchema,
  hourlySalaryTermsSchema,
  lowerRateConflict,
  realTimeSalaryTermsSchema,
  type ContractAction,
  type ContractKind,
} from '../../../api/agent.contract.ts';
import {
  useDailySalaryContract,
  useDividendContract,
  useHourlySalaryContract,
  useProcessDailySalaryContract,
  useProcessDividendContract,
  useProcessHourlySalaryContract,
  useProcessRealTimeSalaryContract,
  useRealTimeSalaryContract,
} from '../../../api/agent.ts';
import { contractRefusal } from '../contract-errors.ts';
import { useSingleFlight } from '../../account/use-single-flight.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

const HOOKS = {
  dividend: useDividendContract,
  dailySalary: useDailySalaryContract,
  hourlySalary: useHourlySalaryContract,
  realTimeSalary: useRealTimeSalaryContract,
} as const;

const PROCESS_HOOKS = {
  dividend: useProcessDividendContract,
  dailySalary: useProcessDailySalaryContract,
  hourlySalary: useProcessHourlySalaryContract,
  realTimeSalary: useProcessRealTimeSalaryContract,
} as const;

const TERMS_SCHEMAS = {
  dividend: dividendTermsSchema,
  dailySalary: dailySalaryTermsSchema,
  hourlySalary: hourlySalaryTermsSchema,
  realTimeSalary: realTimeSalaryTermsSchema,
} as const satisfies Record<ContractKind, NonNullable<ContractOfferDialogProps['termsSchema']>>;

const DONE_KEYS = {
  accept: 'agent.contract.done.accept',
  reject: 'agent.contract.done.reject',
  terminate: 'agent.contract.done.terminate',
  confirmTerminate: 'agent.contract.done.confirmTerminate',
  rejectTerminate: 'agent.contract.done.rejectTerminate',
} as const satisfies Record<ContractStep, string>;

type Sent = { offer: OfferValues; confirm: boolean } | { step: ContractStep; contractId: string };

function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const query = HOOKS[kind]();
  const process = PROCESS_HOOKS[kind]();
  const view = query.data;
  const [dialog, setDialog] = useState<ContractPanelDialog>();
  const [pending, setPending] = useState<ContractPending>();
  const [refusal, setRefusal] = useState<{ message: string; field?: string }>();
  const [notice, setNotice] = useState<string>();
  const [last, setLast] = useState<Sent>();
  // The contract calls take no idempotency key: one request at a time, whatever the clicks.
  const flight = useSingleFlight();

  const send = (sent: Sent) => {
    if (flight.pending) return;
    const action = (
      'offer' in sent
        ? { action: 'offer', downline: sent.offer.downline, terms: sent.offer.terms, ...(sent.confirm ? { confirm: true } : {}) }
        : { action: sent.step, contractId: sent.contractId }
    ) as ContractAction<typeof kind>;
    // The platform's own check of the payload (the offer form already checked the terms).
    if (!contractActionSchemas[kind].safeParse(action).success) {
      setRefusal({ message: t('agent.contract.errors.invalid') });
      return;
    }
    void flight.run(async () => {
      setLast(sent);
      setRefusal(undefined);
      setNotice(undefined);
      setPending('offer' in sent ? { action: 'offer' } : { action: sent.step, contractId: sent.contractId });
      try {
        // The four hooks differ only in their terms type; the action was parsed against this kind above.
        const result = await process.mutateAsync(action as never);
        setDialog(undefined);
        if ('offer' in sent) {
          const downline = sent.offer.downline;
          setNotice(
            result.terminated.length > 0
              ? t('agent.contract.done.offerEnded', { downline, count: result.terminated.length })
              : t('agent.contract.done.offer', { downline }),
          );
        } else {
          const withdrew =
            sent.step === 'terminate' && view?.issued.some((c) => c.contractId === sent.contractId && c.status === 'offered');
          setNotice(t(withdrew ? 'agent.contract.done.withdraw' : DONE_KEYS[sent.step]));
        }
      } catch (error) {
        const affected = 'offer' in sent && !sent.confirm ? lowerRateConflict(kind, error) : undefined;
        if (affected && 'offer' in sent) {
          setLast({ offer: sent.offer, confirm: true });
          setDialog({ type: 'offer', affected: affected as ContractRow[] });
          return;
        }
        // A step's confirmation closes: its refusal shows above the contracts with a retry; the offer form stays as typed.
        if (!('offer' in sent)) setDialog(undefined);
        setRefusal(contractRefusal(t, error));
      } finally {
        setPending(undefined);
      }
    });
  };

  return (
    <ContractPanel
      kind={kind}
      current={view ? ((currentContract(view.received) as ContractRow | undefined) ?? null) : null}
      issued={(view?.issued ?? []) as ContractRow[]}
      settlementIntervalMinutes={view?.settlementIntervalMinutes}
      loading={query.isPending}
      error={query.isError}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      timeZone={BRAND_TIME_ZONE}
      downlines={view?.downlines ?? []}
      cap={view?.cap ?? null}
      termsSchema={TERMS_SCHEMAS[kind]}
      dialog={dialog}
      onDialogChange={(next) => {
        if (flight.pending) return;
        setRefusal(undefined);
        setDialog(next);
      }}
      onOffer={(offer) => send({ offer, confirm: false })}
      onConfirmLowerRate={() => last && 'offer' in last && send({ offer: last.offer, confirm: true })}
      onStep={(step, contractId) => send({ step, contractId })}
      pending={pending}
      refusal={refusal}
      onRetryAction={last ? () => send(last) : undefined}
      notice={notice}
    />
  );
}

export const DividendContractPage = () => <ContractPage kind="dividend" />;
export const DailySalaryContractPage = () => <ContractPage kind="dailySalary" />;
export const HourlySalaryContractPage = () => <ContractPage kind="hourlySalary" />;
export const RealTimeSalaryContractPage = () => <ContractPage kind="realTimeSalary" />;
