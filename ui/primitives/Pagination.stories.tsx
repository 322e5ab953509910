import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { pageCount: 20, defaultPage: 10, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible items in order: page numbers, "…" for gaps. */
function visibleItems(nav: HTMLElement): string[] {
  return [...nav.querySelectorAll('[data-slot="pagination-page"], [data-slot="pagination-ellipsis"]')].map((el) => el.textContent.trim());
}

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(visibleItems(nav)).toEqual(['1', '…', '9', '10', '11', '…', '20']);
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 11' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
    await expect(canvas.getByRole('button', { name: 'Page 11' })).toHaveAttribute('aria-current', 'page');
    await expect(visibleItems(nav)).toEqual(['1', '…', '10', '11', '12', '…', '20']);
  },
};

export const FirstPage: Story = {
  args: { defaultPage: 1 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(visibleItems(canvas.getByRole('navigation'))).toEqual(['1', '2', '3', '…', '20']);
    await expect(canvas.getByRole('button', { name: /First/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: /Prev/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: /Next/ })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(canvas.getByRole('button', { name: /Prev/ }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const LastPage: Story = {
  args: { defaultPage: 20 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(visibleItems(canvas.getByRole('navigation'))).toEqual(['1', '…', '18', '19', '20']);
    await expect(canvas.getByRole('button', { name: /Next/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: /Last/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Last/ }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /First/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const FewPages: Story = {
  args: { pageCount: 5, defaultPage: 3 },
  play: async ({ canvas }) => {
    await expect(visibleItems(canvas.getByRole('navigation'))).toEqual(['1', '2', '3', '4', '5']);
  },
};

/** With a single page there is nothing to navigate: the pager renders nothing. */
export const SinglePage: Story = {
  args: { pageCount: 1, defaultPage: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /First/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
    // Focus stays on "Prev" after the page changes, and Space activates it too.
    await expect(canvas.getByRole('button', { name: /Prev/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(8);
    await expect(canvas.getByRole('button', { name: 'Page 8' })).toHaveAttribute('aria-current', 'page');
  },
};

function ControlledPagination({ onPageChange }: { onPageChange: (page: number) => void }) {
  const [page, setPage] = useState(19);
  return (
    <div className="flex flex-col items-center gap-space-sm">
      <p className="text-sm text-muted">Showing page {page} of 20</p>
      <Pagination
        pageCount={20}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          onPageChange(next);
        }}
      />
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledPagination onPageChange={args.onPageChange ?? fn()} />,
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation');
    await userEvent.click(within(nav).getByRole('button', { name: /Last/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(20);
    await expect(canvas.getByText('Showing page 20 of 20')).toBeVisible();
    // Focus is not lost when the button it is on becomes unavailable.
    await expect(within(nav).getByRole('button', { name: /Last/ })).toHaveFocus();
    await expect(within(nav).getByRole('button', { name: /Last/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Phân trang' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trang 10' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: /Trước/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Cuối/ })).toBeVisible();
  },
};
