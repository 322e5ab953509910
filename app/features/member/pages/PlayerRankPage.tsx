import { PlayerRankPanel, type PlayerRankView } from '@ui/member/rank/PlayerRankPanel.tsx';
import { usePlayerRank } from '../../../api/player.ts';
import type { PlayerRank } from '../../../api/player.contract.ts';

/** The rank call's answer as the panel shows it: all valid bets and deposits against the next rank. */
export function rankView(rank: PlayerRank): PlayerRankView {
  return {
    rankName: rank.playerRankName,
    rankLevel: rank.rankLevel,
    color: rank.color,
    color2: rank.color2,
    nextRankName: rank.nextRankName,
    turnover: { current: rank.totalTurnover.actual, target: rank.totalTurnover.expected },
    deposit: rank.totalDeposit ? { current: rank.totalDeposit.actual, target: rank.totalDeposit.expected } : null,
    ranks: rank.ranks.map(({ benefits, ...row }) => ({ ...row, ...benefits })),
  };
}

/** The player rank panel (spec section 2, playerRank). */
export function PlayerRankPage() {
  const rank = usePlayerRank();
  return (
    <PlayerRankPanel
      rank={rank.data ? rankView(rank.data) : undefined}
      loading={rank.isPending}
      error={rank.isError}
      onRetry={() => void rank.refetch()}
      retrying={rank.isFetching}
    />
  );
}
