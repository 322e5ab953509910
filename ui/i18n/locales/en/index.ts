// One JSON file per area; the area name is the first part of every key, e.g. common + close.
// The first screen's areas; the centres' areas come with their chunks (centre-areas.ts).
import type { enActivityAreas } from './activity-areas.ts';
import type { enCentreAreas } from './centre-areas.ts';
import type { enPointsAreas } from './points-areas.ts';
import type { enVipAreas } from './vip-areas.ts';
import account from './account.json';
import login from './login.json';
import lottery from './lottery.json';
import password from './password.json';
import register from './register.json';
import validation from './validation.json';
import banner from './banner.json';
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
import roles from './roles.json';
import status from './status.json';
import theme from './theme.json';
import widgets from './widgets.json';

export const en = {
  account,
  banner,
  chat,
  common,
  content,
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
  password,
  register,
  roles,
  status,
  theme,
  validation,
  widgets,
};

/** Every key, eager or not: a centre's screen is typed against its strings like any other. */
export type Catalogue = typeof en & typeof enActivityAreas & typeof enCentreAreas & typeof enPointsAreas & typeof enVipAreas;
