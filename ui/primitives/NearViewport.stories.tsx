import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trophy } from 'lucide-react';
import { lazy } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { HomeSection } from '../home/home-section.tsx';
import { NearViewport } from './NearViewport.tsx';

/** The stand-in a page gives: the section's titled region, so it can be found by name before it renders. */
const placeholder = <HomeSection slot="demo-placeholder" title="Big wins" icon={<Trophy aria-hidden />} />;

function Content() {
  return (
    <HomeSection slot="demo" title="Big wins" icon={<Trophy aria-hidden />}>
      <ol className="flex h-64 flex-col justify-center rounded-xl border border-border bg-surface-raised px-space-md text-sm">
        <li>Emo***01 won ₫1,250,000</li>
        <li>Lin***88 won ₫980,000</li>
      </ol>
    </HomeSection>
  );
}

// A section kept in its own chunk, as the home page's are: the placeholder stays while it loads.
const LazyContent = lazy(() => Promise.resolve({ default: Content }));

const meta = {
  title: 'Primitives/NearViewport',
  component: NearViewport,
  args: { minHeight: '19rem', placeholder, children: <Content /> },
  decorators: [(Story) => <div className="w-96 max-w-full">{Story()}</div>],
} satisfies Meta<typeof NearViewport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In view from the start: the content renders at once. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="near-viewport"]')).toHaveAttribute('data-state', 'near'));
    await expect(canvas.getByRole('region', { name: 'Big wins' })).toHaveTextContent('Emo***01 won ₫1,250,000');
  },
};

/** A lazily loaded section: the placeholder holds its place until the chunk is there. */
export const LazyChild: Story = {
  args: { children: <LazyContent /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Lin***88 won ₫980,000')).toBeVisible();
    await expect(canvas.getAllByRole('region', { name: 'Big wins' })).toHaveLength(1);
  },
};

/**
 * Far below the fold: only the placeholder (its heading findable by name, its height kept); scrolled
 * near, the content comes, with the page above it unmoved.
 */
export const BelowTheFold: Story = {
  decorators: [
    (Story) => (
      <div>
        <div data-testid="spacer" className="h-[250vh] rounded-xl border border-dashed border-border" />
        {Story()}
      </div>
    ),
  ],
  // A page two and a half windows tall: the stories run checks it; no screenshot.
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="near-viewport"]')!;
    await expect(box).toHaveAttribute('data-state', 'waiting');
    const region = canvas.getByRole('region', { name: 'Big wins' });
    // Not busy: nothing is loading until it nears the viewport (a page that waits for its busy regions is not held up).
    await expect(region).not.toHaveAttribute('aria-busy');
    await expect(within(region).queryByText(/won/)).toBeNull();
    const height = box.getBoundingClientRect().height;
    await expect(height).toBe(19 * 16);
    box.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'near'));
    await expect(await canvas.findByText('Emo***01 won ₫1,250,000')).toBeVisible();
    await expect(box.getBoundingClientRect().height).toBe(height);
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: {
    placeholder: <HomeSection slot="demo-placeholder" title="Thắng lớn" icon={<Trophy aria-hidden />} />,
    children: <HomeSection slot="demo" title="Thắng lớn" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Thắng lớn' })).toBeVisible();
  },
};
