import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stepper, type StepperStep } from './stepper';

const steps: StepperStep[] = [
  { id: 'domain', label: 'Domain' },
  { id: 'plan', label: 'Plan' },
  { id: 'payment', label: 'Payment' },
  { id: 'review', label: 'Review' },
];

const meta = {
  title: 'Primitives/Stepper',
  component: Stepper,
  args: { steps, current: 2 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: (args) => (
    <div className="grid gap-8">
      {[0, 2, 3].map((current) => (
        <section key={current} aria-label={`At step ${current + 1}`}>
          <Stepper {...args} current={current} />
        </section>
      ))}
      <section aria-label="Clickable">
        <Stepper {...args} current={2} onStepClick={() => undefined} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole('region', { name: 'At step 1' }));
    await expect(first.getByText('Step 1 of 4')).toBeVisible();
    await expect(first.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    const last = within(canvas.getByRole('region', { name: 'At step 4' }));
    await expect(last.getByText('Step 4 of 4')).toBeVisible();
    const states = last.getAllByRole('listitem').map((item) => item.dataset.state);
    await expect(states).toEqual(['complete', 'complete', 'complete', 'current']);
    // Without onStepClick nothing is a button; with it, only the completed steps are.
    await expect(last.queryAllByRole('button')).toHaveLength(0);
    const clickable = within(canvas.getByRole('region', { name: 'Clickable' }));
    await expect(clickable.getAllByRole('button').map((button) => button.textContent)).toEqual(['Domain', 'Plan']);
  },
};

export const CurrentStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 3 of 4')).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items.filter((item) => item.getAttribute('aria-current') === 'step')).toEqual([items[2]]);
    await expect(items[2]).toHaveTextContent('Payment');
    await expect(items[0]).toHaveAttribute('data-state', 'complete');
    await expect(items[3]).toHaveAttribute('data-state', 'upcoming');
  },
};

export const ClickCompletedStep: Story = {
  args: { onStepClick: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Plan' }));
    await expect(args.onStepClick).toHaveBeenCalledWith(1, steps[1]);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Domain' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepClick).toHaveBeenLastCalledWith(0, steps[0]);
    // The current and upcoming steps are not buttons, so the user cannot skip ahead.
    await expect(canvas.queryByRole('button', { name: 'Payment' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Review' })).toBeNull();
  },
};
