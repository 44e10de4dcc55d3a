import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from './badge';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableEmptyRow,
  TableHead,
  TableHeader,
  TableRow,
} from './table';

const rows = [
  { domain: 'example.com', plan: 'Business', status: 'active', isNew: false },
  { domain: 'shop.example.org', plan: 'Starter', status: 'updating', isNew: true },
  { domain: 'blog.example.net', plan: 'Starter', status: 'failed', isNew: false },
] as const;

const meta = {
  title: 'Primitives/Table',
  component: Table,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

function DomainTable({ isEmpty = false }: { isEmpty?: boolean }) {
  return (
    <Table containerProps={{ 'aria-label': 'Domains' }}>
      <TableCaption>Domains of this account</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Domain</TableHead>
          <TableHead>Plan</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-end">Renews</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isEmpty ? (
          <TableEmptyRow colSpan={4} />
        ) : (
          rows.map((row) => (
            <TableRow key={row.domain} isHighlighted={row.isNew}>
              <TableCell className="font-medium">{row.domain}</TableCell>
              <TableCell>{row.plan}</TableCell>
              <TableCell>
                <Badge variant={row.status}>{row.status}</Badge>
              </TableCell>
              <TableCell className="text-end">12 March 2027</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid gap-8">
      <DomainTable />
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Mailbox</TableHead>
            <TableHead>Quota</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableEmptyRow colSpan={2} />
        </TableBody>
      </Table>
      <Table>
        <TableBody>
          <TableEmptyRow colSpan={1}>No backups yet</TableEmptyRow>
        </TableBody>
      </Table>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Domains of this account' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['Domain', 'Plan', 'Status', 'Renews']);
    await expect(headers[0]).toHaveAttribute('scope', 'col');
    const highlighted = within(table).getByRole('row', { name: /shop\.example\.org/ });
    await expect(highlighted).toHaveAttribute('data-highlighted', 'true');
    await expect(within(table).getByRole('row', { name: /blog\.example\.net/ })).not.toHaveAttribute('data-highlighted');
    await expect(canvas.getByRole('cell', { name: 'Nothing to show yet' })).toHaveAttribute('colspan', '2');
    await expect(canvas.getByRole('cell', { name: 'No backups yet' })).toBeVisible();
  },
};

export const KeyboardScroll: Story = {
  render: () => (
    <div className="w-64">
      <DomainTable />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Domains' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // Focusable and overflowing, so the browser's own arrow-key scrolling works; synthetic keys cannot show that.
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(getComputedStyle(region).overflowX).toBe('auto');
    await expect(getComputedStyle(region).outlineStyle).toBe('solid');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Empty: Story = {
  render: () => <DomainTable isEmpty />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cell = canvas.getByRole('cell', { name: 'Nothing to show yet' });
    await expect(cell).toHaveAttribute('colspan', '4');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};
