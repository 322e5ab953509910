import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as preview from '../../.storybook/preview.tsx';

/**
 * One screenshot baseline per story per theme, taken from the stories themselves (after their play
 * function, so an opened dialog is captured open). Any changed pixel fails. Update deliberately with
 * `npm run test:visual:update` and review the PNGs in the diff.
 */
const annotations = setProjectAnnotations([preview]);

interface ComposedStory {
  parameters: { visual?: { disable?: boolean } };
  run: (context: { canvasElement: HTMLElement }) => Promise<void>;
}
type StoryModule = Record<string, unknown> & { default: { title?: string } };
const modules = import.meta.glob<StoryModule>('../../ui/**/*.stories.tsx', { eager: true });

const FREEZE = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }`;

beforeAll(() => {
  annotations.beforeAll?.();
  const style = document.createElement('style');
  style.textContent = FREEZE;
  document.head.append(style);
});

let root: HTMLElement | undefined;
afterEach(async () => {
  root?.remove();
  root = undefined;
  // Radix portals and toasts live outside the story root.
  document.body.replaceChildren();
});

for (const [path, module] of Object.entries(modules)) {
  const fileName = path.split('/').pop()!.replace('.stories.tsx', '');
  for (const theme of ['light', 'dark'] as const) {
    describe(`${fileName} (${theme})`, () => {
      const stories = composeStories(module, { initialGlobals: { theme } } as never) as unknown as Record<string, ComposedStory>;
      for (const [name, Story] of Object.entries(stories)) {
        if (Story.parameters.visual?.disable) continue;
        test(name, async () => {
          root = document.createElement('div');
          root.id = 'storybook-root';
          root.style.padding = '16px';
          document.body.append(root);
          await Story.run({ canvasElement: root });
          await document.fonts.ready;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${fileName}-${name}-${theme}`);
        });
      }
    });
  }
}
