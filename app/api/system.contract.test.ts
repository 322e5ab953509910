import { expect, test } from 'vitest';
import { centresShown, systemStatusSchema } from './system.contract.ts';

const status = (info: Record<string, unknown>) => systemStatusSchema.parse({ info });

test('isShowMC and isShowAC hide a centre only when the brand sends them off, in any flag spelling', () => {
  expect(centresShown(status({ isShowMC: '0', isShowAC: 'N' }))).toEqual({ memberCentre: false, agentCentre: false });
  expect(centresShown(status({ isShowMC: false, isShowAC: 0 }))).toEqual({ memberCentre: false, agentCentre: false });
  expect(centresShown(status({ isShowMC: '1', isShowAC: true }))).toEqual({ memberCentre: true, agentCentre: true });
});

test('missing, null or empty switches, and no answer yet, read as shown', () => {
  expect(centresShown(status({}))).toEqual({ memberCentre: true, agentCentre: true });
  expect(centresShown(status({ isShowMC: null, isShowAC: '' }))).toEqual({ memberCentre: true, agentCentre: true });
  expect(centresShown(systemStatusSchema.parse({}))).toEqual({ memberCentre: true, agentCentre: true });
  expect(centresShown(undefined)).toEqual({ memberCentre: true, agentCentre: true });
});
