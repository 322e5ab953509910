import type { HttpHandler } from 'msw';

export const pointsHandlers: HttpHandler[] = [];
