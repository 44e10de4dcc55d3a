import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge, type BadgeVariant } from './badge';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableRowId, type DataTableSort } from './data-table';

interface Site {
  id: number;
  domain: string;
  status: 'active' | 'suspended' | 'removed';
  server: string;
  disk: number;
}

const STATUS: Record<Site['status'], BadgeVariant> = { active: 'success', suspended: 'warning', removed: 'destructive' };
const SITES: Site[] = [
  { id: 1, domain: 'lestari.studio', status: 'active', server: 'sga', disk: 1200 },
  { id: 2, domain: 'shop.lestari.studio', status: 'active', server: 'wdc', disk: 310 },
  { id: 3, domain: 'api.lestari.studio', status: 'suspended', server: 'wdc', disk: 75 },
  { id: 4, domain: 'promo2024.lestari.studio', status: 'removed', server: 'sgp', disk: 0 },
  { id: 5, domain: 'kopilestari.com', status: 'active', server: 'sgp', disk: 2048 },
];
const manySites = (count: number): Site[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, domain: `site-${index}.example.com`, status: 'active', server: 'wdc', disk: index }));

const COLUMNS: DataTableColumn<Site>[] = [
  { id: 'domain', header: 'Domain', cell: (site) => site.domain, isSortable: true, isRowHeader: true },
  { id: 'status', header: 'Status', cell: (site) => <Badge variant={STATUS[site.status]}>{site.status}</Badge>, isSortable: true },
  { id: 'server', header: 'Server', cell: (site) => site.server },
  { id: 'disk', header: 'Disk (MB)', cell: (site) => site.disk.toLocaleString('en'), isSortable: true, align: 'end', className: 'tabular-nums' },
];
const getRowId = (site: Site) => site.id;
const getRowLabel = (site: Site) => site.domain;
const REMOVED = { isHighlighted: true, 'data-removed': true };
const getRowProps = (site: Site) => (site.status === 'removed' ? REMOVED : undefined);

type SiteTableProps = Partial<DataTableProps<Site>> & { isSelectable?: boolean; onSortChange?: (sort: DataTableSort) => void };

/** A screen's use: it owns the order and the selection and passes them in. */
function SiteTable({ rows = SITES, isSelectable = false, onSortChange, onSelectionChange, ...props }: SiteTableProps) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<DataTableRowId>>(new Set());
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    const value = (site: Site) => site[sort.key as keyof Site];
    return [...rows].sort((a, b) => sign * (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0));
  }, [rows, sort]);
  return (
    <DataTable
      label="Websites"
      columns={COLUMNS}
      rows={sorted}
      getRowId={getRowId}
      getRowProps={getRowProps}
      getRowLabel={getRowLabel}
      sort={sort}
      onSort={(key) => {
        const next: DataTableSort = { key, direction: sort?.key === key && sort.direction === 'ascending' ? 'descending' : 'ascending' };
        setSort(next);
        onSortChange?.(next);
      }}
      selectedIds={isSelectable ? selected : undefined}
      onSelectionChange={
        isSelectable
          ? (ids) => {
              setSelected(ids);
              onSelectionChange?.(ids);
            }
          : undefined
      }
      {...props}
    />
  );
}

const meta = {
  title: 'Primitives/DataTable',
  component: SiteTable,
  args: { onSortChange: fn() },
} satisfies Meta<typeof SiteTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const domains = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('tbody th[scope="row"]')].map((cell) => cell.textContent);

export const Catalog: Story = {
  tags: ['palettes'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    // Header text without the sort arrows, which are hidden from assistive technology.
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent?.replace(/[↑↓↕]/g, ''))).toEqual(['Domain', 'Status', 'Server', 'Disk (MB)']);
    await expect(headers[0]?.querySelector('[aria-hidden]')).toHaveTextContent('↕');
    // Sortable headers are buttons; the others are text.
    await expect(within(canvas.getByRole('columnheader', { name: 'Domain' })).getByRole('button', { name: 'Domain' })).toBeVisible();
    await expect(within(canvas.getByRole('columnheader', { name: 'Server' })).queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('rowheader', { name: 'lestari.studio' })).toBeVisible();
    const removed = canvas.getByRole('rowheader', { name: 'promo2024.lestari.studio' }).closest('tr') as HTMLElement;
    await expect(removed).toHaveAttribute('data-removed', 'true');
    await expect(removed).toHaveAttribute('data-highlighted', 'true');
    await expect(getComputedStyle(removed).backgroundColor).not.toBe(getComputedStyle(canvas.getByRole('rowheader', { name: 'lestari.studio' }).closest('tr') as HTMLElement).backgroundColor);
    await expect(canvas.getByRole('cell', { name: '2,048' })).toHaveClass('text-end');
    await expect(table).toHaveAttribute('aria-rowcount', '6');
  },
};

export const SortsByMouseAndKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const domain = canvas.getByRole('columnheader', { name: 'Domain' });
    await expect(domain).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(domain).getByRole('button'));
    await expect(domain).toHaveAttribute('aria-sort', 'ascending');
    await expect(domain.querySelector('[aria-hidden]')).toHaveTextContent('↑');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'domain', direction: 'ascending' });
    await expect(domains(canvasElement)).toEqual(['api.lestari.studio', 'kopilestari.com', 'lestari.studio', 'promo2024.lestari.studio', 'shop.lestari.studio']);
    // Enter on the focused header reverses the order.
    await userEvent.keyboard('{Enter}');
    await expect(domain).toHaveAttribute('aria-sort', 'descending');
    await expect(domains(canvasElement)[0]).toBe('shop.lestari.studio');
    // Tab to the next sortable header; Space sorts by it and clears the other.
    await userEvent.tab();
    const status = canvas.getByRole('columnheader', { name: 'Status' });
    await expect(within(status).getByRole('button')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(status).toHaveAttribute('aria-sort', 'ascending');
    await expect(domain).not.toHaveAttribute('aria-sort');
  },
};

export const RowSelection: Story = {
  args: { isSelectable: true, onSelectionChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select shop.lestari.studio' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([2]));
    await expect(canvas.getByRole('rowheader', { name: 'shop.lestari.studio' }).closest('tr')).toHaveAttribute('data-selected', 'true');
    await expect((all as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([1, 2, 3, 4, 5]));
    await expect(all).toBeChecked();
    await expect((all as HTMLInputElement).indeterminate).toBe(false);
    // Space on a focused box clears it.
    canvas.getByRole('checkbox', { name: 'Select kopilestari.com' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([1, 2, 3, 4]));
    await userEvent.click(all);
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set());
    await expect(canvasElement.querySelector('tr[data-selected]')).toBeNull();
  },
};

export const StickyHeader: Story = {
  args: { rows: manySites(40), maxHeight: '240px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Websites' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    region.scrollTop = 400;
    const header = canvas.getByRole('columnheader', { name: 'Domain' });
    await waitFor(() => expect(header.getBoundingClientRect().top).toBeCloseTo(region.getBoundingClientRect().top, 0));
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** A thousand rows: all counted (aria-rowcount), only those in view drawn, the last one reached by scrolling. */
export const ThousandRowsWindowed: Story = {
  args: { rows: manySites(1000), maxHeight: '400px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '1001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    await expect(canvas.getByRole('rowheader', { name: 'site-0.example.com' }).closest('tr')).toHaveAttribute('aria-rowindex', '2');
    const region = canvas.getByRole('region', { name: 'Websites' });
    region.scrollTop = region.scrollHeight;
    const last = await canvas.findByRole('rowheader', { name: 'site-999.example.com' });
    await expect(last.closest('tr')).toHaveAttribute('aria-rowindex', '1001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    // The spacers add up to the rows left out: the last row ends where the box does.
    await waitFor(() => expect(Math.abs(last.getBoundingClientRect().bottom - region.getBoundingClientRect().bottom)).toBeLessThan(2));
    // Sorting keeps the window: the first row of the new order shows at the top once scrolled back.
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /Disk/ })).getByRole('button'));
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /Disk/ })).getByRole('button'));
    region.scrollTop = 0;
    await expect(await canvas.findByRole('rowheader', { name: 'site-999.example.com' })).toBeVisible();
  },
};

const narrow = [
  (Story: () => React.ReactNode) => (
    <div className="w-[328px]">
      <Story />
    </div>
  ),
];

/** At 360 px the default table scrolls sideways inside its box; the page does not. */
export const NarrowScrolls: Story = {
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Websites' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** At 360 px a stacking table shows each row as a block of labelled lines, and its sort buttons as a bar. */
export const NarrowStacks: Story = {
  args: { variant: 'stack' },
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Websites' });
    await expect(region).toHaveAttribute('data-variant', 'stack');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const row = canvas.getByRole('rowheader', { name: 'shop.lestari.studio' }).closest('tr') as HTMLElement;
    const server = within(row).getByRole('cell', { name: 'wdc' });
    await expect(getComputedStyle(server).display).toBe('flex');
    await expect(getComputedStyle(server, '::before').content).toBe('"Server"');
    // The cells sit under one another.
    const status = within(row).getAllByRole('cell')[0] as HTMLElement;
    await expect(server.getBoundingClientRect().top).toBeGreaterThanOrEqual(status.getBoundingClientRect().bottom - 1);
    // Sorting still works from the header bar.
    await userEvent.click(within(canvas.getByRole('columnheader', { name: 'Disk (MB)' })).getByRole('button'));
    await expect(canvas.getByRole('columnheader', { name: 'Disk (MB)' })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Stacked rows are taller and each is measured, so the window still reaches the last of a long list. */
export const NarrowStacksWindowed: Story = {
  args: { variant: 'stack', rows: manySites(300), maxHeight: '480px' },
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Websites' });
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    const firstRow = (await canvas.findByRole('rowheader', { name: 'site-0.example.com' })).closest('tr') as HTMLElement;
    await expect(firstRow.getBoundingClientRect().height).toBeGreaterThan(88);
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: 'site-299.example.com' })).toBeVisible());
    // Measured heights settle the scroll height: at the very end, the last row's bottom meets the box's.
    region.scrollTop = region.scrollHeight;
    const last = canvas.getByRole('rowheader', { name: 'site-299.example.com' }).closest('tr') as HTMLElement;
    await waitFor(() => expect(Math.abs(last.getBoundingClientRect().bottom - region.getBoundingClientRect().bottom)).toBeLessThan(2));
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Nothing to show yet' })).toHaveAttribute('colspan', '4');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '1');
  },
};
