import type { HttpHandler } from 'msw';

export const missionsHandlers: HttpHandler[] = [];
