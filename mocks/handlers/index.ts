import type { RequestHandler } from 'msw';
import { systemHandlers } from './system.ts';

/** Every handler of the fake platform, shared by the dev worker, the Node server and Storybook. */
export const handlers: RequestHandler[] = [...systemHandlers];
