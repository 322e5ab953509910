import type { HttpHandler } from 'msw';

export const verificationHandlers: HttpHandler[] = [];
