import account from './account.json';
import activity from './activity.json';
import agent from './agent.json';
import login from './login.json';
import lottery from './lottery.json';
import password from './password.json';
import register from './register.json';
import validation from './validation.json';
import banner from './banner.json';
import centre from './centre.json';
import chat from './chat.json';
import common from './common.json';
import content from './content.json';
import footer from './footer.json';
import game from './game.json';
import form from './form.json';
import header from './header.json';
import home from './home.json';
import language from './language.json';
import lobby from './lobby.json';
import menu from './menu.json';
import notice from './notice.json';
import overlay from './overlay.json';
import pages from './pages.json';
import records from './records.json';
import roles from './roles.json';
import status from './status.json';
import theme from './theme.json';
import feedback from './feedback.json';
import deposit from './deposit.json';
import wallet from './wallet.json';
import withdraw from './withdraw.json';
import points from './points.json';
import upline from './upline.json';
import history from './history.json';
import inbox from './inbox.json';
import security from './security.json';
import profile from './profile.json';
import rank from './rank.json';
import rewards from './rewards.json';
import vip from './vip.json';
import widgets from './widgets.json';
import type { Catalogue } from '../en/index.ts';

// `satisfies` makes a key missing from VI a type error as well as an i18n:check failure.
export const vi = {
  account,
  activity,
  agent,
  banner,
  centre,
  chat,
  common,
  content,
  feedback,
  footer,
  form,
  game,
  header,
  home,
  language,
  lobby,
  login,
  lottery,
  menu,
  notice,
  overlay,
  pages,
  records,
  password,
  register,
  roles,
  status,
  theme,
  validation,
  deposit,
  wallet,
  withdraw,
  points,
  upline,
  history,
  inbox,
  security,
  profile,
  rank,
  rewards,
  vip,
  widgets,
} satisfies Catalogue;
