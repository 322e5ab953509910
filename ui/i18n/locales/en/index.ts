// One JSON file per area; the area name is the first part of every key, e.g. common + close.
// The first screen's areas (the shell: header, side menu, the shell's dialogs; the home
// page), in the entry. Every other area loads with the chunk that shows it (locales/areas/, useAreas).
import type { LazyStrings } from '../areas/all.ts';
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

export const en = {
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
};

/** Every key, first screen or not: a lazy screen is typed against its strings like any other. */
export type Catalogue = typeof en & LazyStrings;
