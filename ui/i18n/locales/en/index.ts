// One JSON file per area; the area name is the first part of every key, e.g. common + close.
import common from './common.json';
import form from './form.json';
import home from './home.json';
import language from './language.json';
import overlay from './overlay.json';
import status from './status.json';
import theme from './theme.json';
import widgets from './widgets.json';

export const en = { common, form, home, language, overlay, status, theme, widgets };

export type Catalogue = typeof en;
