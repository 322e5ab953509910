// The role prompts' strings (log in first, trial accounts, log out, agents only) and the password
// popups': none is on the first screen, so they load with the chunks that show them (useAreas).
import { areaBundle } from '../../areas.ts';
import password from '../en/password.json';
import roles from '../en/roles.json';

export const rolesAreas = areaBundle(
  { password, roles },
  {
    password: () => import('../vi/password.json'),
    roles: () => import('../vi/roles.json'),
  },
);
