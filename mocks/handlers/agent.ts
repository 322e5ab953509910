import type { HttpHandler } from 'msw';

export const agentHandlers: HttpHandler[] = [];
