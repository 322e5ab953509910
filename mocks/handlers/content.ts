import type { HttpHandler } from 'msw';

export const contentHandlers: HttpHandler[] = [];
