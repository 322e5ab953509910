// The first screen's Vietnamese strings: one chunk, loaded when a player reads Vietnamese. Every
// other area loads with the chunk that shows it (locales/areas/, useAreas).
import banner from './banner.json';
import chat from './chat.json';
import common from './common.json';
import header from './header.json';
import home from './home.json';
import language from './language.json';
import lobby from './lobby.json';
import menu from './menu.json';
import overlay from './overlay.json';
import status from './status.json';
import theme from './theme.json';
import widgets from './widgets.json';
import type { en } from '../en/index.ts';

// `satisfies` makes a key missing from VI a type error as well as an i18n:check failure.
export const vi = {
  banner,
  chat,
  common,
  header,
  home,
  language,
  lobby,
  menu,
  overlay,
  status,
  theme,
  widgets,
} satisfies typeof en;
