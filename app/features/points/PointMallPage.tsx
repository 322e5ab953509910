/**
 * The points mall (spec sections 2 /pointMall, 3 "Points mall", 7 "Points"): the member's points over
 * the rewards, redeeming in a dialog, and tabs for the redeem history, the points details, the rules
 * with the exchange-rate table and converting cash to points. The banners (w_shop) come from the shell.
 * Each tab loads (only when shown) and fails on its own. Its own chunk, with its English strings.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { pointsAreas } from '@ui/i18n/locales/areas/points.ts';
import { pagesAreas } from '@ui/i18n/locales/areas/pages.ts';
import { rolesAreas } from '@ui/i18n/locales/areas/roles.ts';
import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { useFormatMoney } from '@ui/i18n/money.tsx';
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { PageHeading } from '@ui/layout/PageHeading.tsx';
import { ConvertPoints, type ConvertValues } from '@ui/points/ConvertPoints.tsx';
import { PointDetails, type PointKind } from '@ui/points/PointDetails.tsx';
import { PointRewards, type PointsViewer, type RewardCard } from '@ui/points/PointRewards.tsx';
import { PointRules } from '@ui/points/PointRules.tsx';
import { RedeemDialog, type RedeemValues } from '@ui/points/RedeemDialog.tsx';
import { RedeemHistory, type RedeemStatus } from '@ui/points/RedeemHistory.tsx';
import { useFormatCount } from '@ui/points/use-format-points.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/primitives/Tabs.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLanguageCode } from '@ui/i18n/languages.ts';
import type { PointReward } from '../../api/points.contract.ts';
import {
  useConvertPoints,
  usePointBalance,
  usePointConfig,
  usePointRewards,
  usePointTransactions,
  useRedeemHistory,
  useRedeemPointReward,
} from '../../api/points.ts';
import { openLogin, openRegister } from '../account/account-dialogs.ts';
import { useSingleFlight } from '../account/use-single-flight.ts';
import { useAttemptKeys } from '../errors/attempt-key.ts';
import { DEFAULT_PAGE_SIZE, listState, useHistoryFilters } from '../member/history/use-history-filters.ts';
import { useSession } from '../session/use-session.ts';
import { convertRefusal, redeemRefusal, type ConvertRefusal, type RedeemRefusal } from './points-errors.ts';
import { BRAND_TIME_ZONE } from '../../brand.ts';

const TABS = ['rewards', 'history', 'details', 'rules', 'convert'] as const;
type Tab = (typeof TABS)[number];

const toCard = (reward: PointReward): RewardCard => ({
  id: reward.rewardId,
  name: reward.name,
  image: reward.image,
  type: reward.type,
  pointsRequired: reward.pointsRequired,
  amountRequired: reward.amountRequired,
  quantity: reward.quantity ?? null,
  maxPerRedeem: reward.maxPerRedeem,
});

function RewardsTab({ viewer }: { viewer: PointsViewer }) {
  const { t } = useTranslation();
  const balance = usePointBalance({ enabled: viewer === 'member' });
  const rewards = usePointRewards();
  const redeem = useRedeemPointReward();
  const flight = useSingleFlight();
  const [chosen, setChosen] = useState<RewardCard | null>(null);
  const [refusal, setRefusal] = useState<RedeemRefusal | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const attempts = useAttemptKeys();

  const onSubmit = (values: RedeemValues) =>
    void flight.run(async () => {
      const idempotencyKey = attempts.keyFor(values);
      setRefusal(null);
      try {
        await redeem.mutateAsync({ ...values, idempotencyKey });
        attempts.settle();
        setSuccess(t('points.redeem.success', { name: chosen?.name ?? '' }));
        setChosen(null);
      } catch (error) {
        attempts.settle(error);
        setRefusal(redeemRefusal(t, error));
      }
    });

  return (
    <>
      <PointRewards
        viewer={viewer}
        balance={balance.data?.pointBalance ?? null}
        balanceError={balance.isError}
        onBalanceRetry={() => void balance.refetch()}
        rewards={rewards.data?.list.map(toCard) ?? []}
        loading={rewards.isPending}
        error={rewards.isError}
        retrying={rewards.isFetching}
        onRetry={() => void rewards.refetch()}
        onLogin={() => openLogin()}
        onRegister={openRegister}
        success={success}
        onRedeem={(reward) => {
          setRefusal(null);
          setSuccess(null);
          setChosen(reward);
        }}
      />
      <RedeemDialog
        reward={chosen}
        onOpenChange={(open) => {
          if (!open && !flight.pending) setChosen(null);
        }}
        submitting={flight.pending}
        refusal={refusal}
        onSubmit={onSubmit}
      />
    </>
  );
}

function HistoryTab() {
  const [status, setStatus] = useState<RedeemStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const history = useRedeemHistory({ status: status || undefined, page: pageNo, size: DEFAULT_PAGE_SIZE });
  return (
    <RedeemHistory
      rows={
        history.data?.list.map((record) => ({
          id: record.transactionNo,
          time: record.applyTime,
          name: record.name,
          quantity: record.quantity,
          points: record.points,
          status: record.status,
          remark: record.remark ?? null,
        })) ?? []
      }
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        setPageNo(1);
      }}
      {...listState(history)}
      timeZone={BRAND_TIME_ZONE}
      pagination={
        history.data && history.data.totalPages > 0
          ? {
              page: pageNo,
              pageSize: DEFAULT_PAGE_SIZE,
              pageCount: history.data.totalPages,
              total: history.data.total,
              onPageChange: setPageNo,
            }
          : undefined
      }
    />
  );
}

function DetailsTab() {
  const records = useHistoryFilters<{ type: PointKind | '' }>({ type: '' });
  const details = usePointTransactions({
    ...records.times,
    type: records.filters.type || undefined,
    page: records.pageNo,
    size: records.pageSize,
  });
  const data = details.data;
  return (
    <PointDetails
      rows={
        data?.list.map((record) => ({
          id: record.transactionNo,
          time: record.createTime,
          type: record.type,
          changedPoints: record.changedPoints,
          pointsBalance: record.pointsBalance,
          remark: record.remark ?? null,
        })) ?? []
      }
      today={records.today}
      period={records.range}
      onPeriodChange={records.setRange}
      type={records.filters.type}
      onTypeChange={(next) => records.setFilter('type', next)}
      {...listState(details)}
      timeZone={BRAND_TIME_ZONE}
      // The ledger's relay answers the page count only: the pager reads "Page 2 of 5".
      pagination={
        data && data.totalPages > 0
          ? { page: data.page, pageSize: records.pageSize, pageCount: data.totalPages, total: data.total, onPageChange: records.setPageNo }
          : undefined
      }
    />
  );
}

function RulesTab() {
  const { i18n } = useTranslation();
  const config = usePointConfig();
  const language = parseLanguageCode(i18n.language) ?? 'EN';
  const rules = config.data ? (config.data.rules[language] ?? config.data.rules.EN ?? []) : [];
  return (
    <PointRules
      rules={rules}
      rates={config.data?.rates.filter((rate) => rate.enabled) ?? []}
      loading={config.isPending}
      error={config.isError}
      retrying={config.isFetching}
      onRetry={() => void config.refetch()}
    />
  );
}

function ConvertTab() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatCount = useFormatCount();
  const config = usePointConfig();
  const convert = useConvertPoints();
  const flight = useSingleFlight();
  const [refusal, setRefusal] = useState<ConvertRefusal | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const attempts = useAttemptKeys();
  const conversion = config.data?.conversion;

  const onSubmit = (values: ConvertValues) =>
    void flight.run(async () => {
      const idempotencyKey = attempts.keyFor(values);
      setRefusal(null);
      setSuccess(null);
      try {
        const result = await convert.mutateAsync({ ...values, idempotencyKey });
        attempts.settle();
        setSuccess(t('points.convert.success', { amount: formatMoney(result.amount), points: formatCount(result.points) }));
      } catch (error) {
        attempts.settle(error);
        setRefusal(convertRefusal(t, error));
      }
    });

  return (
    <ConvertPoints
      conversion={
        conversion?.enabled
          ? {
              units: conversion.units,
              pointsRatio: conversion.pointsRatio,
              minAmount: conversion.minAmount,
              maxAmount: conversion.maxAmount ?? null,
            }
          : null
      }
      loading={config.isPending}
      error={config.isError}
      retrying={config.isFetching}
      onRetry={() => void config.refetch()}
      submitting={flight.pending}
      refusal={refusal}
      success={success}
      onSubmit={onSubmit}
    />
  );
}

/** Its areas' strings first (Vietnamese loads on demand): words, never keys. */
export function PointMallPage() {
  return useAreas(pointsAreas, pagesAreas, rolesAreas) ? <PointMall /> : <LoadingScreen className="min-h-96" />;
}

function PointMall() {
  const { t } = useTranslation();
  const session = useSession();
  const [tab, setTab] = useState<Tab>('rewards');
  const viewer: PointsViewer = !session.isLogin ? 'visitor' : session.isTrial ? 'trial' : 'member';
  const member = viewer === 'member';
  const labels: Record<Tab, string> = {
    rewards: t('points.tabs.rewards'),
    history: t('points.tabs.history'),
    details: t('points.tabs.details'),
    rules: t('points.tabs.rules'),
    convert: t('points.tabs.convert'),
  };

  return (
    <PageContainer width="wide" padding="xl">
      <div data-slot="point-mall" className="flex flex-col gap-space-lg">
        <PageHeading title={t('pages.pointMallTitle')} intro={t('pages.pointMallIntro')} />
        {member ? (
          <Tabs value={tab} onValueChange={(next) => setTab(next as Tab)}>
            <div className="overflow-x-auto">
              <TabsList aria-label={t('points.tabsLabel')}>
                {TABS.map((id) => (
                  <TabsTrigger key={id} value={id}>
                    {labels[id]}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            <TabsContent value="rewards" className="pt-space-md">
              <RewardsTab viewer={viewer} />
            </TabsContent>
            <TabsContent value="history" className="pt-space-md">
              <HistoryTab />
            </TabsContent>
            <TabsContent value="details" className="pt-space-md">
              <DetailsTab />
            </TabsContent>
            <TabsContent value="rules" className="pt-space-md">
              <RulesTab />
            </TabsContent>
            <TabsContent value="convert" className="pt-space-md">
              <ConvertTab />
            </TabsContent>
          </Tabs>
        ) : (
          // Visitors and trial accounts browse the rewards; the member tabs need a real account.
          <RewardsTab viewer={viewer} />
        )}
      </div>
    </PageContainer>
  );
}
