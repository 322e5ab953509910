/** Story parameters the visual test reads (tests/visual/stories.visual.test.tsx). */

/**
 * For a story that ends with an SMS countdown running on its own clock: its seconds tick between the
 * play and the screenshot, so the button is masked there (the play checks its label).
 */
export const LIVE_COUNTDOWN = { visual: { mask: ['[data-slot="countdown-button"]'] } };
