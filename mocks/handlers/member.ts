import type { HttpHandler } from 'msw';

export const memberHandlers: HttpHandler[] = [];
