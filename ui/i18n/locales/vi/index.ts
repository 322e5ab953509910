import type { Catalogue } from '../en/index.ts';
import common from './common.json';
import form from './form.json';
import home from './home.json';
import language from './language.json';
import overlay from './overlay.json';
import status from './status.json';
import theme from './theme.json';
import widgets from './widgets.json';

// `satisfies` makes a key missing from VI a type error as well as an i18n:check failure.
export const vi = { common, form, home, language, overlay, status, theme, widgets } satisfies Catalogue;
