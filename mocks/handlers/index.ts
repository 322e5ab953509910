import type { RequestHandler } from 'msw';
import { agentHandlers } from './agent.ts';
import { contentHandlers } from './content.ts';
import { gamesHandlers } from './games.ts';
import { lotteryHandlers } from './lottery.ts';
import { memberHandlers } from './member.ts';
import { messagesHandlers } from './messages.ts';
import { missionsHandlers } from './missions.ts';
import { gatewayHandlers } from './platform.ts';
import { playerHandlers } from './player.ts';
import { pointsHandlers } from './points.ts';
import { saferPlayHandlers } from './safer-play.ts';
import { sessionHandlers } from './session.ts';
import { systemHandlers } from './system.ts';
import { verificationHandlers } from './verification.ts';
import { walletHandlers } from './wallet.ts';

/** Every handler of the fake platform, shared by the dev worker, the Node server and Storybook. */
export const handlers: RequestHandler[] = [
  ...gatewayHandlers,
  ...systemHandlers,
  ...sessionHandlers,
  ...memberHandlers,
  ...verificationHandlers,
  ...walletHandlers,
  ...gamesHandlers,
  ...lotteryHandlers,
  ...contentHandlers,
  ...messagesHandlers,
  ...missionsHandlers,
  ...pointsHandlers,
  ...playerHandlers,
  ...agentHandlers,
  ...saferPlayHandlers,
];
