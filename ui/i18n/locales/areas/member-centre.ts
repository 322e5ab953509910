// The member centre's strings (its forms reuse the account areas: account.ts). They load with the chunks that show them (useAreas):
// English with the chunk, Vietnamese on demand, one small chunk per area.
import { areaBundle } from '../../areas.ts';
import centre from '../en/centre.json';
import deposit from '../en/deposit.json';
import history from '../en/history.json';
import inbox from '../en/inbox.json';
import profile from '../en/profile.json';
import rank from '../en/rank.json';
import records from '../en/records.json';
import rewards from '../en/rewards.json';
import security from '../en/security.json';
import upline from '../en/upline.json';
import wallet from '../en/wallet.json';
import withdraw from '../en/withdraw.json';

export const memberCentreAreas = areaBundle(
  { centre, deposit, history, inbox, profile, rank, records, rewards, security, upline, wallet, withdraw },
  {
    centre: () => import('../vi/centre.json'),
    deposit: () => import('../vi/deposit.json'),
    history: () => import('../vi/history.json'),
    inbox: () => import('../vi/inbox.json'),
    profile: () => import('../vi/profile.json'),
    rank: () => import('../vi/rank.json'),
    records: () => import('../vi/records.json'),
    rewards: () => import('../vi/rewards.json'),
    security: () => import('../vi/security.json'),
    upline: () => import('../vi/upline.json'),
    wallet: () => import('../vi/wallet.json'),
    withdraw: () => import('../vi/withdraw.json'),
  },
);
