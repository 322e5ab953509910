import type { RequestHandler } from 'msw';
import { agentHandlers } from './agent.ts';
import { bankCardHandlers } from './bank-cards.ts';
import { contentHandlers } from './content.ts';
import { depositHandlers } from './deposit.ts';
import { gamesHandlers } from './games.ts';
import { lotteryHandlers } from './lottery.ts';
import { memberHandlers } from './member.ts';
import { messagesHandlers } from './messages.ts';
import { missionsHandlers } from './missions.ts';
import { gatewayHandlers, wrongVerbHandler } from './platform.ts';
import { playerHandlers } from './player.ts';
import { pointsHandlers } from './points.ts';
import { recordsHandlers } from './records.ts';
import { saferPlayHandlers } from './safer-play.ts';
import { sessionHandlers } from './session.ts';
import { systemHandlers } from './system.ts';
import { verificationHandlers } from './verification.ts';
import { walletHandlers } from './wallet.ts';
import { withdrawHandlers } from './withdraw.ts';

/** Every handler of the fake platform, shared by the dev worker, the Node server and Storybook. */
export const handlers: RequestHandler[] = [
  ...gatewayHandlers,
  ...systemHandlers,
  ...sessionHandlers,
  ...memberHandlers,
  ...verificationHandlers,
  ...walletHandlers,
  ...recordsHandlers,
  ...gamesHandlers,
  ...lotteryHandlers,
  ...contentHandlers,
  ...messagesHandlers,
  ...missionsHandlers,
  ...pointsHandlers,
  ...playerHandlers,
  ...agentHandlers,
  ...saferPlayHandlers,
  ...depositHandlers,
  ...withdrawHandlers,
  ...bankCardHandlers,
  // Last: a known path asked with another verb gets the gateway's #459.
  wrongVerbHandler,
];
