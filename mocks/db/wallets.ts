/**
 * Wallets and the ledger: a main wallet plus one sub-wallet per vendor account type. Every movement
 * is a ledger entry, so balances are always the sum of the ledger and records read straight from it.
 */
import { accounts, type Account } from './accounts.ts';
import { defineStore, FAKE_EPOCH } from './world.ts';

/** accountTypeId 2 is the main wallet (platform-api.md section 4); the rest are vendor sub-wallets. */
export const WALLET_TYPES = [
  { accountTypeId: 2, accountName: 'MAIN', displayName: 'Main wallet' },
  { accountTypeId: 3, accountName: 'LOTT', displayName: 'Lottery' },
  { accountTypeId: 5, accountName: 'LIVE', displayName: 'Live casino' },
  { accountTypeId: 6, accountName: 'RNG', displayName: 'Slots' },
  { accountTypeId: 7, accountName: 'SPORTS', displayName: 'Sports' },
  { accountTypeId: 8, accountName: 'PVP', displayName: 'Card games' },
] as const;

export type LedgerKind = 'deposit' | 'withdrawal' | 'transfer' | 'bet' | 'payout' | 'bonus' | 'rebate' | 'points' | 'salary' | 'dividend' | 'adjustment';

export interface LedgerEntry {
  id: string;
  account: string;
  accountTypeId: number;
  /** Signed: credit positive, debit negative. */
  amount: number;
  balanceAfter: number;
  kind: LedgerKind;
  remark: string;
  time: number;
}

export interface WalletsState {
  /** account -> accountTypeId -> balance */
  balances: Map<string, Map<number, number>>;
  ledger: LedgerEntry[];
  counter: number;
}

/** Money is kept in cents internally so sums never drift; the API speaks decimals. */
const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => cents / 100;

export const wallets = defineStore<WalletsState>('wallets', (rng) => {
  const state: WalletsState = { balances: new Map(), ledger: [], counter: 0 };
  // Seeded history: deposits, bets and payouts over the past 60 days for every seeded account.
  for (const account of accounts().byAccount.values()) {
    if (account.type === 4) {
      postEntry(state, account.account, { amount: 2_000, kind: 'bonus', remark: 'Free play credit', time: FAKE_EPOCH - 3_600_000 });
      continue;
    }
    let time = FAKE_EPOCH - 60 * 86_400_000;
    for (let i = 0; i < 24; i++) {
      time += rng.int(1, 4) * 3_600_000 * rng.int(4, 20);
      const deposit = rng.pick([100, 200, 500, 1_000, 2_000]) * (account.rankLevel + 1);
      postEntry(state, account.account, { amount: deposit, kind: 'deposit', remark: 'Bank transfer', time });
      const stake = Math.round(deposit * rng.int(10, 60)) / 100;
      postEntry(state, account.account, { amount: -stake, kind: 'bet', remark: 'Game bet', time: time + 600_000 });
      if (rng.bool(0.45)) postEntry(state, account.account, { amount: Math.round(stake * rng.int(50, 300)) / 100, kind: 'payout', remark: 'Game payout', time: time + 1_200_000 });
    }
  }
  return state;
});

function postEntry(state: WalletsState, account: string, entry: { amount: number; kind: LedgerKind; remark: string; time?: number; accountTypeId?: number }): LedgerEntry {
  const key = account.toLowerCase();
  const typeId = entry.accountTypeId ?? 2;
  let perType = state.balances.get(key);
  if (!perType) {
    perType = new Map();
    state.balances.set(key, perType);
  }
  const after = (perType.get(typeId) ?? 0) + toCents(entry.amount);
  perType.set(typeId, after);
  state.counter++;
  const record: LedgerEntry = {
    id: `TX${(FAKE_EPOCH / 1000 + state.counter).toString(36).toUpperCase()}`,
    account: key,
    accountTypeId: typeId,
    amount: entry.amount,
    balanceAfter: fromCents(after),
    kind: entry.kind,
    remark: entry.remark,
    time: entry.time ?? Date.now(),
  };
  state.ledger.push(record);
  return record;
}

/** Credits (positive) or debits (negative) one wallet of an account, recording a ledger entry. */
export function post(account: Account, entry: { amount: number; kind: LedgerKind; remark: string; accountTypeId?: number; time?: number }): LedgerEntry {
  return postEntry(wallets(), account.account, entry);
}

export function balanceOf(account: Account, accountTypeId = 2): number {
  return fromCents(wallets().balances.get(account.account.toLowerCase())?.get(accountTypeId) ?? 0);
}

/** Every wallet of the account, main first, zero for the untouched ones. */
export function walletsOf(account: Account): { accountTypeId: number; accountName: string; displayName: string; availBalance: number }[] {
  return WALLET_TYPES.map((type) => ({ ...type, availBalance: balanceOf(account, type.accountTypeId) }));
}

export function sumBalance(account: Account): number {
  return fromCents(WALLET_TYPES.reduce((sum, type) => sum + toCents(balanceOf(account, type.accountTypeId)), 0));
}

/** The account's ledger, newest first. */
export function ledgerOf(account: Account): LedgerEntry[] {
  const key = account.account.toLowerCase();
  return wallets()
    .ledger.filter((entry) => entry.account === key)
    .sort((a, b) => b.time - a.time);
}
