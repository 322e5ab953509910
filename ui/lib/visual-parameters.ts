/** Story parameters the visual test reads (tests/visual/stories.visual.test.tsx). */

/**
 * For a story that ends with an SMS countdown running on its own clock: its seconds tick between the
 * play and the screenshot, so the button is masked there (the play checks its label).
 */
export const LIVE_COUNTDOWN = { visual: { mask: ['[data-slot="countdown-button"]'] } };

/**
 * For a story showing chosen photos' previews (ui/records/ImagePicker): Chromium draws a scaled
 * picture's edges and rounded corners with colour steps of up to 6 levels from one run to the next,
 * so these stories' screenshots allow a per-pixel colour distance of 0.03 (pixelmatch's YIQ scale,
 * about 8 levels of grey; any moved or recoloured element is far beyond it). Every other story allows none.
 */
export const PHOTO_PREVIEWS = { visual: { colourStep: 0.03 } };
