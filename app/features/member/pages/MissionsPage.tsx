/**
 * The missionLeaderboard panel (spec section 2): the open missions (in progress, or reached with the
 * reward to claim) and the completed ones (MCSFE_getMissionSummaryDetails), a mission's leaderboard,
 * and the claim of a reached mission's reward (the raffle claim), sent once. A claim reads the missions
 * and the balance again (useClaimRaffle invalidates every missions query), so the centre's open-mission
 * badge steps down with it.
 */
import type { MissionCardItem } from '@ui/member/rewards/Missions.tsx';
import { Missions } from '@ui/member/rewards/Missions.tsx';
import { useFormatMoney } from '@ui/i18n/money.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClaimRaffle, useMissionLeaderboard, useMissionSummary } from '../../../api/missions.ts';
import { claimErrorMessage } from '../rewards/reward-errors.ts';
import { boardRows, missionItem } from '../rewards/reward-model.ts';
import { useSingleFlight } from '../../account/use-single-flight.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';
import { PointsMallEntry } from '../../points/PointsMallEntry.tsx';

/** The platform takes at most 50 a page; a player has far fewer missions at once. */
const PAGE = { page: 1, size: 50 };

export function MissionsPage() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const open = useMissionSummary({ status: 'O', ...PAGE });
  const completed = useMissionSummary({ status: 'C', ...PAGE });
  const claim = useClaimRaffle();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; message: string }>();
  const [chosen, setChosen] = useState<number>();
  const flight = useSingleFlight();

  const openItems = useMemo(() => open.data?.list.map(missionItem), [open.data]);
  const completedItems = useMemo(() => completed.data?.list.map(missionItem), [completed.data]);
  const missionsById = useMemo(
    () => new Map([...(open.data?.list ?? []), ...(completed.data?.list ?? [])].map((mission) => [mission.missionId, mission])),
    [open.data, completed.data],
  );
  // The board shows the chosen mission, else the first open one.
  const missionId = chosen ?? open.data?.list[0]?.missionId;
  const boardMission = missionId === undefined ? undefined : missionsById.get(missionId);
  const board = useMissionLeaderboard(missionId);
  const rows = useMemo(() => (board.data ? boardRows(board.data) : undefined), [board.data]);

  const onClaim = (item: MissionCardItem) => {
    const promotionId = missionsById.get(item.id)?.rafflePromotionId;
    if (typeof promotionId !== 'number') return;
    void flight.run(async () => {
      setNotice(undefined);
      try {
        const result = await claim.mutateAsync({ promotionId });
        setNotice({
          tone: 'success',
          message: t('rewards.missions.claimedNotice', { title: item.title, amount: formatMoney(result?.amount ?? item.reward) }),
        });
      } catch (error) {
        setNotice({ tone: 'danger', message: claimErrorMessage(t, error) });
      }
    });
  };

  const claimingId = claim.isPending
    ? [...missionsById.values()].find((m) => m.rafflePromotionId === claim.variables.promotionId)?.missionId
    : undefined;

  return (
    <>
      <Missions
        open={{
          missions: openItems,
          loading: open.isPending,
          error: open.isError,
          onRetry: () => void open.refetch(),
          retrying: open.isFetching,
        }}
        completed={{
          missions: completedItems,
          loading: completed.isPending,
          error: completed.isError,
          onRetry: () => void completed.refetch(),
          retrying: completed.isFetching,
        }}
        board={{
          options: [...missionsById.values()].map((mission) => ({ id: mission.missionId, title: mission.title })),
          missionId,
          onMissionChange: setChosen,
          rows: rows?.rows,
          me: rows?.me,
          unit: boardMission ? missionItem(boardMission).unit : 'count',
          loading: board.isPending && missionId !== undefined,
          error: board.isError,
          onRetry: () => void board.refetch(),
          retrying: board.isFetching,
        }}
        claimingId={claimingId}
        onClaim={onClaim}
        notice={notice}
        timeZone={BRAND_TIME_ZONE}
      />
      <PointsMallEntry className="mt-space-md" />
    </>
  );
}
