import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { ledgerRecords } from '../../mocks/fixtures/records.ts';
import { RecordsPagination, type RecordsPaginationProps } from './RecordsPagination.tsx';

// member01's account record: 541 entries.
const TOTAL = ledgerRecords('member').length;

/** The container's side: it keeps page and size, back to page 1 when the size changes. */
function Paged(args: RecordsPaginationProps) {
  const [page, setPage] = useState(args.page);
  const [pageSize, setPageSize] = useState(args.pageSize);
  return (
    <RecordsPagination
      {...args}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
      onPageSizeChange={(next) => {
        setPageSize(next);
        setPage(1);
        args.onPageSizeChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Records/RecordsPagination',
  component: RecordsPagination,
  args: { page: 1, pageSize: 20, total: TOTAL, onPageChange: fn(), onPageSizeChange: fn(), pageSizeOptions: [10, 20, 50] },
  render: (args) => <Paged {...args} />,
} satisfies Meta<typeof RecordsPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page info, the spec's pager (first, previous, pages, next, last) and the page size. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('1–20 of 541');
    const pager = canvas.getByRole('navigation', { name: 'Record pages' });
    await expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pager).getByRole('button', { name: /Last/ }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(28);
    await expect(status).toHaveTextContent('541–541 of 541');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '50');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    await expect(status).toHaveTextContent('1–50 of 541');
    await expect(within(pager).getByRole('button', { name: 'Page 11' })).toBeVisible();
  },
};

/** Keyboard only: Tab to Next, Enter; focus stays on it. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const next = canvas.getByRole('button', { name: /Next/ });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(next).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('41–60 of 541');
  },
};

/** One page of records: the count shows, the pager does not. */
export const SinglePage: Story = {
  args: { total: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1–7 of 7');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** No records: nothing to page or count. */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { page: 14 },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="records-pagination"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Page 14' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { total: 1250, pageSize: 50, page: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('51–100 trên 1.250');
    await expect(canvas.getByRole('navigation', { name: 'Các trang hồ sơ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A list that sends only its page count (most of the platform's reports): "Page 2 of 5", no record range. */
export const PagesOnly: Story = {
  args: { total: null, pageCount: 5, page: 2 },
  play: async ({ canvas, userEvent, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Page 2 of 5');
    const pager = canvas.getByRole('navigation', { name: 'Record pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(status).toHaveTextContent('Page 5 of 5');
  },
};
