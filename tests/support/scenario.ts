/**
 * Tests pick a fake-platform state the same way Storybook and the dev app do: by scenario name.
 * `setScenario` resets every store from the seed and signs the app's API client in with the
 * scenario's session, if it has one. The unit setup puts back `visitor` after each test.
 */
import { setApiIdentity } from '../../app/api/client.ts';
import type { World } from '../../mocks/db/world.ts';
import { applyScenario, scenarioToken, type ScenarioName } from '../../mocks/scenarios.ts';

let token: string | undefined;

setApiIdentity({ getToken: () => token });

export function setScenario(name: ScenarioName, overrides: Partial<Omit<World, 'name'>> = {}): World {
  const world = applyScenario(name, overrides);
  token = scenarioToken(name);
  return world;
}

/** Signs the app's API client in (or out, with undefined) as a test's own login would. */
export function setToken(next: string | undefined): void {
  token = next;
}

export function currentToken(): string | undefined {
  return token;
}

/** The language the app's API client calls in (the app's language feature sets it the same way). */
export { setApiLanguage } from '../../app/api/client.ts';
