// The account screens' strings: the login and register pages and popups, the change-password popup, and the centres' forms that reuse their fields. They load with the chunks that show them (useAreas):
// English with the chunk, Vietnamese on demand, one small chunk per area.
import { areaBundle } from '../../areas.ts';
import account from '../en/account.json';
import form from '../en/form.json';
import login from '../en/login.json';
import notice from '../en/notice.json';
import register from '../en/register.json';
import validation from '../en/validation.json';

export const accountAreas = areaBundle(
  { account, form, login, notice, register, validation },
  {
    account: () => import('../vi/account.json'),
    form: () => import('../vi/form.json'),
    login: () => import('../vi/login.json'),
    notice: () => import('../vi/notice.json'),
    register: () => import('../vi/register.json'),
    validation: () => import('../vi/validation.json'),
  },
);
