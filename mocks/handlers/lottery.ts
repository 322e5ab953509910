import type { HttpHandler } from 'msw';

export const lotteryHandlers: HttpHandler[] = [];
