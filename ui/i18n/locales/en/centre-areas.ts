// The member and agent centres' English strings: they load with the centre's chunk (useEnglishAreas),
// so the first screen does not carry them. Vietnamese loads whole on demand and has them already.
import agent from './agent.json';
import centre from './centre.json';
import deposit from './deposit.json';
import history from './history.json';
import inbox from './inbox.json';
import profile from './profile.json';
import rank from './rank.json';
import records from './records.json';
import rewards from './rewards.json';
import security from './security.json';
import upline from './upline.json';
import wallet from './wallet.json';
import withdraw from './withdraw.json';

export const enCentreAreas = {
  agent,
  centre,
  deposit,
  history,
  inbox,
  profile,
  rank,
  records,
  rewards,
  security,
  upline,
  wallet,
  withdraw,
};
