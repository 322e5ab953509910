/**
 * The four contract pages of the agent centre (Dividend, Daily, Hourly and Real-Time Salary): one
 * generic page over the kind's contract call, showing the agent's own contract and the ones it has
 * offered its downlines.
 */
import { ContractOverview } from '@ui/agent/contract/ContractOverview.tsx';
import { currentContract, type ContractKind } from '../../../api/agent.contract.ts';
import { useDailySalaryContract, useDividendContract, useHourlySalaryContract, useRealTimeSalaryContract } from '../../../api/agent.ts';
import { BRAND_TIME_ZONE } from '../../member/history/use-history-filters.ts';

const HOOKS = {
  dividend: useDividendContract,
  dailySalary: useDailySalaryContract,
  hourlySalary: useHourlySalaryContract,
  realTimeSalary: useRealTimeSalaryContract,
} as const;

function ContractPage({ kind }: { kind: ContractKind }) {
  const query = HOOKS[kind]();
  const view = query.data;
  return (
    <ContractOverview
      current={view ? (currentContract(view.received) ?? null) : null}
      issued={view?.issued ?? []}
      settlementIntervalMinutes={view?.settlementIntervalMinutes}
      loading={query.isPending}
      error={query.isError}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      timeZone={BRAND_TIME_ZONE}
    />
  );
}

export const DividendContractPage = () => <ContractPage kind="dividend" />;
export const DailySalaryContractPage = () => <ContractPage kind="dailySalary" />;
export const HourlySalaryContractPage = () => <ContractPage kind="hourlySalary" />;
export const RealTimeSalaryContractPage = () => <ContractPage kind="realTimeSalary" />;
