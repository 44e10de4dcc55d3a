import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Tooltip, type TooltipSide } from './tooltip';

// Logical sides and where they land in a left-to-right page.
const sides: Array<[TooltipSide, 'top' | 'right' | 'bottom' | 'left']> = [
  ['top', 'top'],
  ['end', 'right'],
  ['bottom', 'bottom'],
  ['start', 'left'],
];

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: { content: 'Restarts the web server', children: <Button variant="outline">Restart</Button> },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All four sides at once, held open; start and end follow the reading direction. */
export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid w-fit grid-cols-2 place-items-center gap-x-48 gap-y-24 p-16">
      {sides.map(([side]) => (
        <Tooltip key={side} side={side} open content={`Tooltip on the ${side}`}>
          <Button variant="outline">{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async () => {
    for (const [side] of sides) {
      const content = await screen.findByRole('tooltip', { name: `Tooltip on the ${side}` });
      await expect(content).toBeInTheDocument();
    }
    // Radix marks the physical side it actually used; none had to flip for lack of room.
    for (const [side, physical] of sides) {
      await waitFor(() =>
        expect(document.querySelector(`[data-slot="tooltip-content"][data-side="${physical}"]`)).toHaveTextContent(
          `Tooltip on the ${side}`,
        ),
      );
    }
  },
};

export const ShowsOnHover: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Restart' });
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(trigger);
    await expect(await screen.findByRole('tooltip', { name: 'Restarts the web server' })).toBeInTheDocument();
    await expect(trigger).toHaveAccessibleDescription('Restarts the web server');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const ShowsOnFocusHidesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Restart' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip', { name: 'Restarts the web server' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // Escape hides only the hint; focus stays where the user was.
    await expect(trigger).toHaveFocus();
  },
};

export const LogicalSideInRightToLeft: Story = {
  globals: { language: 'ar' },
  args: { side: 'end' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Restart' });
    await userEvent.hover(trigger);
    await expect(await screen.findByRole('tooltip', { name: 'Restarts the web server' })).toBeInTheDocument();
    const content = document.querySelector('[data-slot="tooltip-content"]');
    if (!content) throw new Error('no tooltip content');
    // "end" is the left in Arabic: the whole tooltip sits left of the trigger, at its height.
    await waitFor(() => expect(content).toHaveAttribute('data-side', 'left'));
    await waitFor(() => {
      const tip = content.getBoundingClientRect();
      const anchor = trigger.getBoundingClientRect();
      expect(tip.right).toBeLessThanOrEqual(anchor.left);
      expect(tip.bottom).toBeGreaterThan(anchor.top);
      expect(tip.top).toBeLessThan(anchor.bottom);
    });
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
