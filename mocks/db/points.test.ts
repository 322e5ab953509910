import { describe, expect, test } from 'vitest';
import { setScenario } from '../../tests/support/scenario.ts';
import { findAccount, registerAccount } from './accounts.ts';
import { convert, goodsList, isRefusal, pointsAt, pointsOf, redeem, type RedeemRecordState } from './points.ts';
import { balanceOf, ledgerOf, post } from './wallets.ts';

const member01 = () => findAccount('member01')!;
const shipping = { receivingAddress: '12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh', mobile: '0912345678' };

describe('seeded points', () => {
  test('every balance is the running sum of the changes, never below zero, and earned minus redeemed', () => {
    setScenario('member');
    for (const name of ['member01', 'member02', 'vip01', 'agent01']) {
      const points = pointsOf(findAccount(name)!);
      let running = 0;
      for (const row of points.transactions) {
        running += row.changedPoints;
        expect(row.pointsBalance).toBe(running);
        expect(row.pointsBalance).toBeGreaterThanOrEqual(0);
      }
      expect(points.balance).toBe(running);
      expect(points.earned - points.redeemed).toBe(points.balance);
    }
    // The newest seeded redemption waits for review; older ones are settled.
    const statuses = pointsOf(member01()).redeems.map((record) => record.status);
    expect(statuses.at(-1)).toBe('PROCESSING');
    expect(statuses.slice(0, -1).every((status) => status === 'APPROVED' || status === 'REJECTED')).toBe(true);
  });

  test('a member gets the same history whichever member is seeded first', () => {
    setScenario('member');
    const first = pointsOf(member01()).transactions;
    setScenario('member');
    pointsOf(findAccount('vip01')!);
    expect(pointsOf(member01()).transactions).toEqual(first);
  });

  test('trial accounts and accounts registered in the session start with nothing', () => {
    setScenario('visitor');
    expect(pointsOf(findAccount('trial0001')!).transactions).toEqual([]);
    expect(pointsOf(registerAccount({ account: 'newbie01', password: 'Abc12345' })).balance).toBe(0);
  });

  test('points round down', () => {
    expect(pointsAt(12_990, { units: 10_000, pointsRatio: 5 })).toBe(6);
    expect(pointsAt(100 + 200, { units: 1_000, pointsRatio: 10 })).toBe(3);
  });
});

describe('redeem and convert', () => {
  test('goods with a cash top-up take the points and the cash, and stock runs out', () => {
    setScenario('member');
    const account = member01();
    post(account, { amount: 20_000_000, kind: 'deposit', remark: 'Bank transfer' });
    expect(convert(account, 10_000_000)).toEqual({ amount: 10_000_000, points: 200_000 });
    const cash = balanceOf(account);
    const points = pointsOf(account).balance;
    const phone = goodsList().find((goods) => goods.blueprint.rewardId === 'R3006')!;
    const stock = phone.stock;

    const record = redeem(account, { rewardId: 'R3006', quantity: 1, ...shipping }) as RedeemRecordState;
    expect(record).toMatchObject({ status: 'PROCESSING', points: 200_000, amount: 5_000_000, mobile: '091234****' });
    expect(pointsOf(account).balance).toBe(points - 200_000);
    expect(balanceOf(account)).toBe(cash - 5_000_000);
    expect(ledgerOf(account)[0]).toMatchObject({ kind: 'points', amount: -5_000_000 });
    expect(phone.stock).toBe(stock - 1);

    phone.stock = 0;
    expect(redeem(account, { rewardId: 'R3006', quantity: 1, ...shipping })).toEqual({
      message: 'Out of stock',
      errorCode: 'reward.out.of.stock',
    });
  });

  test('quantities outside 1..maxPerRedeem, unknown goods and a bad mobile are refused', () => {
    setScenario('member');
    const account = member01();
    const refusal = (request: Parameters<typeof redeem>[1]) => {
      const result = redeem(account, request);
      return isRefusal(result) ? result.errorCode : 'accepted';
    };
    expect(refusal({ rewardId: 'R1001', quantity: 0, receivingAddress: '', mobile: '' })).toBe('quantity.invalid');
    expect(refusal({ rewardId: 'R1001', quantity: 6, receivingAddress: '', mobile: '' })).toBe('quantity.invalid');
    expect(refusal({ rewardId: 'R9999', quantity: 1, receivingAddress: '', mobile: '' })).toBe('reward.not.found');
    expect(refusal({ rewardId: 'R3001', quantity: 1, receivingAddress: shipping.receivingAddress, mobile: '12ab' })).toBe('mobile.invalid');
  });

  test('conversion needs whole dong and an amount in range', () => {
    setScenario('member');
    const account = member01();
    expect(convert(account, 10_000.5)).toMatchObject({ errorCode: 'amount.invalid' });
    expect(convert(account, 50_001_000)).toMatchObject({ errorCode: 'amount.out.of.range' });
    expect(convert(account, 10_100)).toEqual({ amount: 10_100, points: 202 });
  });
});
