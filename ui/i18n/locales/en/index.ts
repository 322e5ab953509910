// One JSON file per area; the area name is the first part of every key, e.g. common + close.
import banner from './banner.json';
import chat from './chat.json';
import common from './common.json';
import content from './content.json';
import footer from './footer.json';
import form from './form.json';
import header from './header.json';
import home from './home.json';
import language from './language.json';
import lobby from './lobby.json';
import menu from './menu.json';
import overlay from './overlay.json';
import pages from './pages.json';
import roles from './roles.json';
import status from './status.json';
import theme from './theme.json';
import widgets from './widgets.json';

export const en = { banner, chat, common, content, footer, form, header, home, language, lobby, menu, overlay, pages, roles, status, theme, widgets };

export type Catalogue = typeof en;
