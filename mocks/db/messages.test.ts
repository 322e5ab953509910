import { describe, expect, test } from 'vitest';
import { setScenario } from '../../tests/support/scenario.ts';
import { findAccount } from './accounts.ts';
import { mailboxOf, markNoticesRead, noticesOf, unreadMessages } from './messages.ts';
import { decideOrder, depositsOf, submitDeposit, withdrawalsOf } from './wallets.ts';
import { PINNED_EPOCH } from './world.ts';

describe('notices are read off the wallet records', () => {
  test('a failed deposit and a rejected withdrawal carry their reason; pending ones are not news yet', () => {
    setScenario('member');
    const account = findAccount('member01')!;
    const [deposit, pending] = depositsOf(account);
    const [withdrawal, processing] = withdrawalsOf(account);
    Object.assign(deposit!, { status: 'FAILED', remark: 'Payment not received within 30 minutes', completeTime: PINNED_EPOCH - 60_000 });
    Object.assign(withdrawal!, {
      status: 'REJECTED',
      rejectReason: 'The bank account name does not match your real name',
      completeTime: PINNED_EPOCH - 120_000,
    });
    Object.assign(pending!, { status: 'PENDING', dueAt: Number.MAX_SAFE_INTEGER });
    Object.assign(processing!, { status: 'PROCESSING', dueAt: null });

    const notices = noticesOf(account);
    expect(notices[0]).toEqual({
      id: deposit!.depositId,
      kind: 'DEPOSIT_FAILED',
      amount: deposit!.amount,
      reason: 'Payment not received within 30 minutes',
      time: PINNED_EPOCH - 60_000,
      read: false,
    });
    expect(notices[1]).toEqual({
      id: withdrawal!.withdrawalId,
      kind: 'WITHDRAWAL_REJECTED',
      amount: withdrawal!.amount,
      reason: 'The bank account name does not match your real name',
      time: PINNED_EPOCH - 120_000,
      read: false,
    });
    const ids = notices.map((notice) => notice.id);
    expect(ids).not.toContain(pending!.depositId);
    expect(ids).not.toContain(processing!.withdrawalId);

    markNoticesRead(account, [deposit!.depositId, 'unknown']);
    expect(noticesOf(account)[0]!.read).toBe(true);
  });
});

describe('decideOrder (the test hook) makes each kind of notice arise', () => {
  test('a pending deposit credited or failed, a held withdrawal paid out or rejected', () => {
    setScenario('member');
    const account = findAccount('member01')!;
    const unread = () => noticesOf(account).filter((notice) => !notice.read);
    markNoticesRead(account, 'all');
    const first = submitDeposit(account, { vendorId: 29001, bankCode: 'VCB', amount: 100_000, fields: { depositorName: 'An Le' } });
    const second = submitDeposit(account, { vendorId: 29001, bankCode: 'VCB', amount: 200_000, fields: { depositorName: 'An Le' } });
    expect(unread()).toEqual([]);
    expect(decideOrder(account, first.depositId, true)).toBe(true);
    expect(decideOrder(account, second.depositId, false)).toBe(true);
    // Decided once: a second decision finds no open order.
    expect(decideOrder(account, first.depositId, false)).toBe(false);
    const held = withdrawalsOf(account).find((w) => w.status === 'PROCESSING')!;
    expect(decideOrder(account, held.withdrawalId, false)).toBe(true);
    const kinds = Object.fromEntries(unread().map((notice) => [notice.id, notice.kind]));
    expect(kinds).toEqual({
      [first.depositId]: 'DEPOSIT_CREDITED',
      [second.depositId]: 'DEPOSIT_FAILED',
      [held.withdrawalId]: 'WITHDRAWAL_REJECTED',
    });
    expect(depositsOf(account).find((d) => d.depositId === first.depositId)!.status).toBe('SUCCESS');
  });

  test('a processing withdrawal approved is paid out', () => {
    setScenario('member');
    const account = findAccount('member01')!;
    const held = withdrawalsOf(account).find((w) => w.status === 'PROCESSING')!;
    expect(decideOrder(account, held.withdrawalId, true)).toBe(true);
    expect(noticesOf(account).find((notice) => notice.id === held.withdrawalId)).toMatchObject({
      kind: 'WITHDRAWAL_APPROVED',
      read: false,
    });
    expect(decideOrder(account, 'WD-unknown', true)).toBe(false);
  });
});

describe('mailboxes', () => {
  test('seeding does not depend on which account was read first', () => {
    setScenario('member');
    const member = findAccount('member01')!;
    const agent = findAccount('agent01')!;
    const memberFirst = structuredClone(mailboxOf(member).messages);
    setScenario('member');
    mailboxOf(agent);
    expect(mailboxOf(member).messages).toEqual(memberFirst);
  });

  test('a trial account has only the unread welcome message and no chat', () => {
    setScenario('trial');
    const trial = findAccount('trial0001')!;
    expect(mailboxOf(trial).messages.map((message) => message.type)).toEqual(['WELCOME']);
    expect(unreadMessages(trial)).toBe(1);
    expect(mailboxOf(trial).chatUnread).toBe(0);
  });
});
