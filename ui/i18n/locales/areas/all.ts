// Every lazy area bundle: for Storybook and tests, which show every screen (they add them all up
// front), and for the check that every area file is either on the first screen or in a bundle.
import { accountAreas } from './account.ts';
import { activityAreas } from './activity.ts';
import { agentCentreAreas } from './agent-centre.ts';
import { contentAreas } from './content.ts';
import { footerAreas } from './footer.ts';
import { gameAreas } from './game.ts';
import { homeSectionsAreas } from './home-sections.ts';
import { inboxAreas } from './inbox.ts';
import { lobbyPageAreas } from './lobby-page.ts';
import { lotteryAreas } from './lottery.ts';
import { memberCentreAreas } from './member-centre.ts';
import { pagesAreas } from './pages.ts';
import { pointsAreas } from './points.ts';
import { rolesAreas } from './roles.ts';
import { saferPlayAreas } from './safer-play.ts';
import { vipAreas } from './vip.ts';

export const everyAreaBundle = [
  accountAreas,
  activityAreas,
  agentCentreAreas,
  contentAreas,
  footerAreas,
  gameAreas,
  homeSectionsAreas,
  inboxAreas,
  lobbyPageAreas,
  lotteryAreas,
  memberCentreAreas,
  pagesAreas,
  pointsAreas,
  rolesAreas,
  saferPlayAreas,
  vipAreas,
];

/** Every lazy area's English strings: with the first screen's, the whole catalogue (typed t keys). */
export type LazyStrings = typeof accountAreas.en &
  typeof activityAreas.en &
  typeof agentCentreAreas.en &
  typeof contentAreas.en &
  typeof footerAreas.en &
  typeof gameAreas.en &
  typeof homeSectionsAreas.en &
  typeof inboxAreas.en &
  typeof lobbyPageAreas.en &
  typeof lotteryAreas.en &
  typeof memberCentreAreas.en &
  typeof pagesAreas.en &
  typeof pointsAreas.en &
  typeof rolesAreas.en &
  typeof saferPlayAreas.en &
  typeof vipAreas.en;
