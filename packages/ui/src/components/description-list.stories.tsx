import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';
import { DescriptionDetails, DescriptionItem, DescriptionList, DescriptionTerm } from './description-list';

const FACTS = [
  ['Domain', 'shop.lestari.studio'],
  ['Server', 'wdc'],
  ['Username', 'shop-lestari'],
  ['Created', '1 April 2025'],
] as const;

const meta = {
  title: 'Primitives/DescriptionList',
  component: DescriptionList,
  render: (args) => (
    <DescriptionList {...args}>
      {FACTS.map(([term, value]) => (
        <DescriptionItem key={term}>
          <DescriptionTerm>{term}</DescriptionTerm>
          <DescriptionDetails>{value}</DescriptionDetails>
        </DescriptionItem>
      ))}
      <DescriptionItem>
        <DescriptionTerm>Status</DescriptionTerm>
        <DescriptionDetails>
          <Badge variant="success">Active</Badge>
        </DescriptionDetails>
      </DescriptionItem>
    </DescriptionList>
  ),
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

const pairs = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
const rect = (element: Element | null | undefined) => (element as HTMLElement).getBoundingClientRect();

/** Wide: each term beside its value. */
export const Rows: Story = {
  tags: ['palettes'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('data-variant', 'rows');
    // Terms and values are real dt/dd pairs, so screen readers announce each value with its term.
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(5);
    await expect(within(canvasElement).getAllByRole('definition')).toHaveLength(5);
    await expect(pairs(canvasElement)).toEqual([...FACTS.map(([term, value]) => [term, value]), ['Status', 'Active']]);
    const term = canvasElement.querySelector('dt');
    await expect(rect(term).top).toBeCloseTo(rect(term?.nextElementSibling).top, 0);
    await expect(rect(term).right).toBeLessThanOrEqual(rect(term?.nextElementSibling).left);
  },
};

/** At 360 px the value stacks under its term. */
export const RowsNarrow: Story = {
  decorators: [
    (Story) => (
      <div className="w-[328px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const term = canvasElement.querySelector('dt');
    await expect(rect(term?.nextElementSibling).top).toBeGreaterThanOrEqual(rect(term).bottom);
    const list = canvasElement.querySelector('dl') as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** Short facts in columns: two or three across when there is room, one at 360 px. */
export const Grid: Story = {
  tags: ['palettes'],
  args: { variant: 'grid' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('data-variant', 'grid');
    const items = canvasElement.querySelectorAll('[data-slot="description-item"]');
    // Side by side: the second fact starts on the first one's row.
    await expect(rect(items[1]).top).toBeCloseTo(rect(items[0]).top, 0);
    const term = items[0]?.querySelector('dt');
    await expect(rect(term?.nextElementSibling).top).toBeGreaterThanOrEqual(rect(term).bottom);
  },
};
