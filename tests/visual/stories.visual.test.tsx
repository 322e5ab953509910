import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import axe from 'axe-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { MINIMAL_VIEWPORTS, type ViewportMap } from 'storybook/viewport';
import { page, userEvent } from 'vitest/browser';
import * as preview from '../../.storybook/preview.tsx';

/**
 * Every story in light and dark, in one page: its play function, then axe, then its screenshot baseline
 * (after the play, so an opened dialog is checked and captured open). Any axe violation or changed pixel
 * fails. Update baselines deliberately with `npm run test:visual:update` and review the PNGs in the diff.
 * One page for all stories, not a page per file as the Storybook runner does, is what keeps this group's
 * time within CI's budget; `npm run test:stories` still runs the stories through Storybook's own runner.
 */
const annotations = setProjectAnnotations([preview]);

interface ComposedStory {
  parameters: {
    visual?: { disable?: boolean; mask?: readonly string[]; colourStep?: number };
    a11y?: { test?: 'error' | 'off'; disable?: boolean };
  };
  globals: { viewport?: { value?: string } };
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

/** The project's viewport (vitest.config.ts), unless a story picks one of Storybook's (`globals.viewport`), as the stories project does. */
const PROJECT_VIEWPORT = { width: window.innerWidth, height: window.innerHeight };
let currentViewport = PROJECT_VIEWPORT;
async function applyViewport(story: ComposedStory): Promise<void> {
  const styles = (MINIMAL_VIEWPORTS as ViewportMap)[story.globals.viewport?.value ?? '']?.styles;
  const wanted = styles ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } : PROJECT_VIEWPORT;
  if (wanted.width === currentViewport.width && wanted.height === currentViewport.height) return;
  await page.viewport(wanted.width, wanted.height);
  currentViewport = wanted;
}

/** One root for every story, like Storybook's own canvas: each run unmounts the previous story. */
let root: HTMLElement | undefined;
function storyRoot(): HTMLElement {
  if (!root) {
    root = document.createElement('div');
    root.id = 'storybook-root';
    root.style.padding = '16px';
    document.body.append(root);
  }
  return root;
}

/**
 * The previous story's play leaves the mouse where it clicked and focus where it tabbed; park both
 * so this story's screenshot shows only its own hover and focus states, whatever ran before it.
 */
async function resetPointerAndFocus(): Promise<void> {
  const corner = document.createElement('div');
  // Above any overlay and hit-testable even while a modal sets pointer-events: none on <body>.
  corner.style.cssText = 'position:fixed;right:0;bottom:0;width:2px;height:2px;z-index:2147483647;pointer-events:auto;';
  document.body.append(corner);
  await userEvent.hover(corner);
  corner.remove();
  (document.activeElement as HTMLElement | null)?.blur?.();
}

/*
 * The same check Storybook's a11y addon makes in its runner: the whole document (dialogs are portalled
 * to <body>), with `region` off because a component on its own has no landmarks. A story opts out
 * with `parameters.a11y.test: 'off'`, as in Storybook.
 */
axe.configure({ rules: [{ id: 'region', enabled: false }] });
async function expectNoAxeViolations(story: ComposedStory): Promise<void> {
  const a11y = story.parameters.a11y;
  if (a11y?.disable || a11y?.test === 'off') return;
  const { violations } = await axe.run(document.body);
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(found, 'axe violations').toEqual([]);
}

for (const [path, module] of Object.entries(modules)) {
  const fileName = path.split('/').pop()!.replace('.stories.tsx', '');
  for (const theme of ['light', 'dark'] as const) {
    describe(`${fileName} (${theme})`, () => {
      const stories = composeStories(module, { initialGlobals: { theme } } as never) as unknown as Record<string, ComposedStory>;
      for (const [name, Story] of Object.entries(stories)) {
        test(name, async () => {
          await applyViewport(Story);
          await resetPointerAndFocus();
          await Story.run({ canvasElement: storyRoot() });
          await document.fonts.ready;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          await expectNoAxeViolations(Story);
          if (Story.parameters.visual?.disable) return;
          // A story masks what changes on its own clock (ui/lib/visual-parameters.ts).
          const mask = (Story.parameters.visual?.mask ?? []).flatMap((selector) =>
            [...document.querySelectorAll(selector)].map((element) => page.elementLocator(element)),
          );
          // A story showing scaled photos allows their edges' small colour steps (ui/lib/visual-parameters.ts).
          const colourStep = Story.parameters.visual?.colourStep;
          await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${fileName}-${name}-${theme}`, {
            screenshotOptions: { mask },
            ...(colourStep === undefined ? {} : { comparatorName: 'pixelmatch', comparatorOptions: { threshold: colourStep } }),
          });
        });
      }
    });
  }
}
