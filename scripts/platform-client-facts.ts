/**
 * The platform client's facts, one file per area in scripts/platform-client/ (`<area>.json`, with the
 * exercises that make each call in `<area>.exercises.ts`), typed; read by the conformance and
 * coverage checks.
 */
import type { ScenarioName } from '../mocks/scenarios.ts';

export interface ClientFact {
  /** Stable id, used by the exercises and by scripts/api-calls.ts rows (`client`). */
  id: string;
  /** The row of reference/platform-client.md the fact comes from ("#7"), or "new" for a call the table lacks. */
  ref: string;
  /** Where in the platform's client it was read (module keys of the MC bundle, page chunks). */
  source: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  encrypted: boolean;
  /** The ModuleId header a source shows the client sending; absent when none does (then it is not checked). */
  moduleId?: string;
  /** Query keys the client may send (none beyond these). */
  query: string[];
  /** Body keys the client may send (none beyond these); for E calls, the keys of the decrypted payload. */
  body: string[];
  /** Keys the client always sends (query or body). */
  required: string[];
  /**
   * Keys the app sends that no source shows (the client's code for them was not found): allowed, and
   * named in docs/api-coverage.md, so a later source fixes one file.
   */
  designed?: string[];
  /** Invented paths of the project this fact replaced: none may be left in app/ or mocks/. */
  replaces: string[];
  /** The scenario whose session makes the call (a member unless the call is an agent's). */
  as?: ScenarioName;
}

const files = import.meta.glob<{ calls: ClientFact[] }>('./platform-client/*.json', { eager: true, import: 'default' });
const exerciseFiles = import.meta.glob<Record<string, () => Promise<unknown>>>('./platform-client/*.exercises.ts', {
  eager: true,
  import: 'exercises',
});

export const clientFacts: ClientFact[] = Object.values(files).flatMap((file) => file.calls);

/**
 * One exercise per fact: it makes the call through the app's own fetcher (as the fact's scenario),
 * with inputs a player would give. Whether the fake platform accepts it does not matter: what was
 * sent is checked.
 */
export const exercises: Record<string, () => Promise<unknown>> = Object.assign({}, ...Object.values(exerciseFiles));
