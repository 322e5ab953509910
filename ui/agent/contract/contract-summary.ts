import type { TFunction } from 'i18next';
import type { ContractView } from './ContractOverview.tsx';

export const percent = (rate: number) => `${rate}%`;

/** One line for a contract's terms: the real-time rates, or the tier count and the top rate. */
export function contractSummary(t: TFunction, contract: ContractView): string {
  return contract.kind === 'realTimeSalary'
    ? t('agent.contract.realTimeSummary', { profit: percent(contract.terms.profitRate), loss: percent(contract.terms.lossRate) })
    : t('agent.contract.tierSummary', {
        count: contract.terms.tiers.length,
        rate: percent(Math.max(0, ...contract.terms.tiers.map((tier) => tier.rate))),
      });
}
