/**
 * The contract calls' refusals in the agent's language: each errorCode of the fake platform's contract
 * relays (CONTRACT_ERRORS) has a sentence; a rate over the cap names the cap the platform sent back.
 * The lower-rate conflict is not a refusal: the page asks the agent instead (lowerRateConflict).
 */
import type { TFunction } from 'i18next';
import { CONTRACT_ERRORS } from '../../api/agent.contract.ts';
import { isApiError } from '../../api/errors.ts';

type Key =
  | 'agent.contract.errors.notAgent'
  | 'agent.contract.errors.noOwnContract'
  | 'agent.contract.errors.pending'
  | 'agent.contract.errors.notDownline'
  | 'agent.contract.errors.notFound'
  | 'agent.contract.errors.wrongStatus'
  | 'agent.contract.errors.notParty'
  | 'agent.contract.errors.invalid';

const BY_CODE: Record<string, Key> = {
  [CONTRACT_ERRORS.notAgent]: 'agent.contract.errors.notAgent',
  [CONTRACT_ERRORS.noOwnContract]: 'agent.contract.errors.noOwnContract',
  [CONTRACT_ERRORS.pending]: 'agent.contract.errors.pending',
  [CONTRACT_ERRORS.notDownline]: 'agent.contract.errors.notDownline',
  [CONTRACT_ERRORS.notFound]: 'agent.contract.errors.notFound',
  [CONTRACT_ERRORS.wrongStatus]: 'agent.contract.errors.wrongStatus',
  [CONTRACT_ERRORS.notParty]: 'agent.contract.errors.notParty',
  [CONTRACT_ERRORS.invalid]: 'agent.contract.errors.invalid',
};

/** The cap a rateExceeds refusal carries (`{ cap: { rate } }` or the real-time rates), as "30%" or "5% / 5%". */
function capText(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('cap' in value)) return undefined;
  const cap = value.cap as Record<string, unknown> | null;
  if (!cap) return undefined;
  const rates = ['rate', 'profitRate', 'lossRate'].map((key) => cap[key]).filter((rate): rate is number => typeof rate === 'number');
  return rates.length > 0 ? rates.map((rate) => `${rate}%`).join(' / ') : undefined;
}

export function contractRefusal(t: TFunction, error: unknown): { message: string; field?: string } {
  if (!isApiError(error)) return { message: t('agent.contract.errors.unknown') };
  if (error.kind === 'network' || error.kind === 'timeout') return { message: t('agent.contract.errors.network') };
  const code = error.errorCode;
  if (code === CONTRACT_ERRORS.rateExceeds) {
    const cap = capText(error.value);
    return { message: cap ? t('agent.contract.errors.rateExceeds', { cap }) : t('agent.contract.errors.rateExceedsNoCap') };
  }
  if (code === CONTRACT_ERRORS.notDownline) return { message: t('agent.contract.errors.notDownline'), field: 'downline' };
  if (code !== undefined && Object.hasOwn(BY_CODE, code)) return { message: t(BY_CODE[code]!) };
  return { message: t('agent.contract.errors.unknown') };
}
