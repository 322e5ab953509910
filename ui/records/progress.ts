/** The progress meter's arithmetic: how far, in whole percent, and what is left. */

export interface Progress {
  /** 0–1, for the bar's width. */
  ratio: number;
  /** Whole percent, rounded down: 99.6% reads 99 until the target is really met. */
  percent: number;
  complete: boolean;
  /** What is left to reach the target (0 once met). */
  remaining: number;
}

/**
 * Progress of `current` towards `target` (turnover to withdraw, a mission's count, the next VIP level).
 * A target of 0 or less is met from the start; a negative or non-finite current counts as 0.
 */
export function progressOf(current: number, target: number): Progress {
  const done = Number.isFinite(current) ? Math.max(0, current) : 0;
  if (!Number.isFinite(target) || target <= 0) return { ratio: 1, percent: 100, complete: true, remaining: 0 };
  const complete = done >= target;
  const ratio = complete ? 1 : done / target;
  return { ratio, percent: complete ? 100 : Math.floor(ratio * 100), complete, remaining: complete ? 0 : target - done };
}
