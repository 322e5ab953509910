/**
 * Bank-card calls as the platform's own member-centre client makes them (reference/platform-client.md
 * #17, #18; scripts/platform-client/bank-cards.json): the banks and the virtual wallet types a card
 * may be bound to, the bind rules, adding (PUT, E) and deleting (DELETE, E) a card on
 * /wps/v2/member/bankCards. The bound cards are the withdraw account info's (withdraw.ts), which
 * every change here invalidates.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { env } from '../env.ts';
import {
  type AddBankCardInput,
  addBankCardBody,
  type Bank,
  bankCardAnswerSchema,
  banksSchema,
  type BindConfig,
  bindConfigSchema,
  type DeleteBankCardInput,
  type WalletType,
  walletTypesSchema,
} from './bank-cards.contract.ts';
import { api } from './client.ts';
import { keys } from './keys.ts';

type Enabled = { enabled?: boolean };

export function getBanks(signal?: AbortSignal): Promise<Bank[]> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getBanks',
    query: { merchantCode: env.merchant },
    schema: banksSchema,
    signal,
  });
}

export const banksQuery = () =>
  queryOptions({ queryKey: keys.bankCards.banks(), queryFn: ({ signal }) => getBanks(signal), staleTime: 10 * 60_000 });

export function useBanks(options: Enabled = {}) {
  return useQuery({ ...banksQuery(), enabled: options.enabled ?? true });
}

export function getWalletTypes(signal?: AbortSignal): Promise<WalletType[]> {
  return api.request({ method: 'GET', path: '/wps/relay/MCSFE_getWalletTypes', schema: walletTypesSchema, signal });
}

export const walletTypesQuery = () =>
  queryOptions({ queryKey: keys.bankCards.walletTypes(), queryFn: ({ signal }) => getWalletTypes(signal), staleTime: 10 * 60_000 });

export function useWalletTypes(options: Enabled = {}) {
  return useQuery({ ...walletTypesQuery(), enabled: options.enabled ?? true });
}

/** What binding asks for (read each time the add dialog opens: a payment password just set changes it). */
export function getBindConfig(signal?: AbortSignal): Promise<BindConfig> {
  return api.request({ method: 'GET', path: '/wps/v2/member/bankCards/bindConfig', schema: bindConfigSchema, signal });
}

export const bindConfigQuery = () =>
  queryOptions({ queryKey: keys.bankCards.bindConfig(), queryFn: ({ signal }) => getBindConfig(signal), staleTime: 0 });

export function useBindConfig(options: Enabled = {}) {
  return useQuery({ ...bindConfigQuery(), enabled: options.enabled ?? true });
}

/** A card changes the account info (the lists, the counts), the bind rules and the security summary. */
function invalidateCards(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: keys.withdraw.accountInfo() }),
    client.invalidateQueries({ queryKey: keys.bankCards.bindConfig() }),
    client.invalidateQueries({ queryKey: keys.player.securityCenter() }),
  ]);
}

/** PUT /wps/v2/member/bankCards (E): the body as the client builds it (addBankCardBody). */
export function addBankCard(input: AddBankCardInput): Promise<true> {
  return api.request({
    method: 'PUT',
    path: '/wps/v2/member/bankCards',
    encrypted: true,
    json: addBankCardBody(input),
    schema: bankCardAnswerSchema,
  });
}

export function useAddBankCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addBankCard, onSuccess: () => invalidateCards(client) });
}

/** DELETE /wps/v2/member/bankCards (E): the payment password (P), or an SMS code sent to the bound mobile (S; the number empty, as the client sends it). */
export function deleteBankCard(input: DeleteBankCardInput): Promise<true> {
  const json =
    input.method === 'P'
      ? { bankCardId: input.bankCardId, method: 'P', password: input.password }
      : { bankCardId: input.bankCardId, method: 'S', mobileNum: '', verificationCode: input.verificationCode };
  return api.request({ method: 'DELETE', path: '/wps/v2/member/bankCards', encrypted: true, json, schema: bankCardAnswerSchema });
}

export function useDeleteBankCard() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteBankCard, onSuccess: () => invalidateCards(client) });
}
