/**
 * The home page's sections below the fold (big wins, lottery results, promotions) with their calls and
 * strings: one chunk, fetched once the first screen is in (HomePage then starts their calls,
 * prefetchHomeSections), drawn as each nears the viewport. In Vietnamese their strings come a moment
 * after the chunk; each section shows its loading state meanwhile.
 */
import { LotteryResults } from '@ui/home/LotteryResults.tsx';
import { PromotionStrip } from '@ui/home/PromotionStrip.tsx';
import { WinnersBoard, type WinnersBoardProps } from '@ui/home/WinnersBoard.tsx';
import { useAreas } from '@ui/i18n/areas.ts';
import { homeSectionsAreas } from '@ui/i18n/locales/areas/home-sections.ts';
import { Button } from '@ui/primitives/Button.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { promotionsQuery, usePromotions } from '../../api/content.ts';
import { popularLotteriesQuery, usePopularLotteries, useVnOpenedNumbers, vnOpenedNumbersQuery } from '../../api/lottery-results.ts';
import { VN_LOTTERY_ACCOUNT, type StartTarget } from '../games/game-start.ts';
import { openAnnouncements } from '../shell/shell-dialogs-store.ts';

/** The sections' calls, started with their chunk so their data is in before a player scrolls to them. */
export function prefetchHomeSections(queryClient: QueryClient, language: string): void {
  void queryClient.prefetchQuery(promotionsQuery({ language }));
  void queryClient.prefetchQuery(vnOpenedNumbersQuery({ language }));
  void queryClient.prefetchQuery(popularLotteriesQuery({ language }));
}

// Their calls started with the chunk (prefetchHomeSections): one that failed there, first try and retry,
// shows its error and Retry when its section comes, without two more tries behind it.
const ONCE = { retryOnMount: false };

export function WinnersSection(props: WinnersBoardProps) {
  const ready = useAreas(homeSectionsAreas);
  return <WinnersBoard {...props} loading={props.loading || !ready} />;
}

/** The latest Vietnam draws and the popular lotteries; betting is a game start (login first). */
export function LotterySection({ onPlay }: { onPlay: (target: StartTarget) => void }) {
  const ready = useAreas(homeSectionsAreas);
  const results = useVnOpenedNumbers({}, ONCE);
  const popular = usePopularLotteries({}, ONCE);
  return (
    <LotteryResults
      results={results.data?.slice(0, 3)}
      popular={popular.data?.slice(0, 6)}
      loading={results.isPending || popular.isPending || !ready}
      error={results.isError && popular.isError}
      partError={results.isError !== popular.isError}
      onRetry={() => {
        if (results.isError) void results.refetch();
        if (popular.isError) void popular.refetch();
      }}
      // A popular standard lottery opens /lottery, a Vietnam draw /vnlottery.
      onBet={(gameCode) =>
        onPlay(
          popular.data?.some((item) => item.gameCode === gameCode)
            ? { vassalage: 'LOTT', accountTypeName: 'LOTT', gameType: 'LOTT', gameCode }
            : { vassalage: VN_LOTTERY_ACCOUNT, accountTypeName: VN_LOTTERY_ACCOUNT, gameType: 'ELOTT', gameCode },
        )
      }
    />
  );
}

/** The current promotions; with none, a way to the announcements instead. */
export function PromotionSection({ onOpen, onViewAll }: { onOpen: (id: number) => void; onViewAll: () => void }) {
  const { t } = useTranslation();
  const ready = useAreas(homeSectionsAreas);
  const promotions = usePromotions({}, ONCE);
  return (
    <PromotionStrip
      promotions={promotions.data}
      loading={promotions.isPending || !ready}
      error={promotions.isError}
      onRetry={() => void promotions.refetch()}
      onOpen={onOpen}
      onViewAll={onViewAll}
      emptyAction={
        <Button variant="secondary" size="sm" onClick={openAnnouncements}>
          {t('homeSections.empty.announcements')}
        </Button>
      }
    />
  );
}
