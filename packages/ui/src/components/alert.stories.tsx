import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert, AlertDescription, AlertTitle, type AlertLayout, type AlertVariant } from './alert';
import { Button } from './button';

const variants: AlertVariant[] = ['info', 'primary', 'success', 'warning', 'error'];
const layouts: AlertLayout[] = ['inline', 'banner'];

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: {
    children: (
      <>
        <AlertTitle>Certificate renewed</AlertTitle>
        <AlertDescription>example.com is served over HTTPS until 12 March.</AlertDescription>
      </>
    ),
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  tags: ['palettes'],
  render: () => (
    <div className="grid gap-6">
      {layouts.map((layout) => (
        <div key={layout} className="grid gap-3">
          {variants.map((variant) => (
            <Alert
              key={variant}
              variant={variant}
              layout={layout}
              onDismiss={variant === 'info' ? () => undefined : undefined}
              action={variant === 'error' ? <Button size="sm" variant="outline">Retry {layout}</Button> : undefined}
            >
              <AlertTitle>
                {variant} {layout}
              </AlertTitle>
              <AlertDescription>The disk of example.com is 80 % full.</AlertDescription>
            </Alert>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    const statuses = canvas.getAllByRole('status');
    // Errors and warnings interrupt; the other three are announced politely.
    await expect(alerts.map((alert) => alert.dataset.variant).sort()).toEqual(['error', 'error', 'warning', 'warning']);
    await expect(statuses).toHaveLength(6);
    const banner = canvas.getByText('success banner').closest('[data-slot="alert"]');
    await expect(banner).toHaveAttribute('data-layout', 'banner');
    await expect(getComputedStyle(banner as Element).borderTopLeftRadius).toBe('0px');
    const inline = canvas.getByText('success inline').closest('[data-slot="alert"]');
    await expect(getComputedStyle(inline as Element).borderTopLeftRadius).not.toBe('0px');
    await expect(canvas.getByRole('button', { name: 'Retry banner' })).toBeVisible();
  },
};

export const Dismiss: Story = {
  args: { variant: 'success', onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveTextContent('Certificate renewed');
    const close = within(alert).getByRole('button', { name: 'Close' });
    await userEvent.click(close);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};

export const ErrorWithAction: Story = {
  args: {
    variant: 'error',
    layout: 'banner',
    children: <AlertTitle>Deployment failed</AlertTitle>,
    action: <Button size="sm">View log</Button>,
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Deployment failed');
    await expect(within(alert).getByRole('button', { name: 'View log' })).toBeVisible();
    await expect(within(alert).queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
