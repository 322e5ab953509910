import type { HttpHandler } from 'msw';

export const sessionHandlers: HttpHandler[] = [];
