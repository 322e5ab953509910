/** The reality-check intervals a player may choose, in minutes; 0 is off. Apart from the settings' component so the app's first screen can read a stored choice without it. */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];
