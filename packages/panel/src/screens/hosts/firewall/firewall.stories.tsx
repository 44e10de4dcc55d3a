import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText } from '@storybook-helpers/story-text';
import type { FirewallState } from '../../../api/schemas/host-tools';
import { FirewallScreen, type FirewallScreenProps } from './firewall';
import { FREE_DOMAIN, FREE_PLAN_LEVEL, STUDIO_DOMAIN, UPGRADE_HREF, firewallArgs } from './firewall.fixtures';

const meta = {
  title: 'Screens/Hosts/Firewall',
  component: FirewallScreen,
  render: (args, context) => <FirewallScreen {...args} title={storyText(context, 'shell')('routes.hostFirewall')} />,
  args: { ...firewallArgs, onSetFirewall: fn(() => Promise.resolve()), onRetry: fn() },
} satisfies Meta<typeof FirewallScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On, on the Kit plan: the state and what it does in words, and Disable. */
export const OnWithPaidPlan: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const t = storyText(context, 'firewall');
    const { canvas } = context;
    await expect(await canvas.findByRole('heading', { level: 2, name: t('state.on') })).toBeVisible();
    await expect(canvas.getByText(t('explain.on'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('turnOff') })).toBeEnabled();
    await expect(canvas.queryByText(t('freePlan.title'))).not.toBeInTheDocument();
  },
};

/** Off: Activate turns it on at once, without a question. */
export const Off: Story = {
  args: { firewall: 'off' },
  play: async (context) => {
    const t = storyText(context, 'firewall');
    const { canvas, args } = context;
    await expect(await canvas.findByRole('heading', { level: 2, name: t('state.off') })).toBeVisible();
    await expect(canvas.getByText(t('explain.off'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('turnOn') }));
    await expect(args.onSetFirewall).toHaveBeenCalledWith('on');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Disable asks first and says what it opens; Cancel changes nothing, confirming turns it off. */
export const TurnOffConfirmation: Story = {
  play: async (context) => {
    const t = storyText(context, 'firewall');
    const common = storyText(context, 'ui');
    const { canvas, args } = context;
    const title = t('confirmOff.title', { domain: isolateLtr(STUDIO_DOMAIN) });
    await userEvent.click(await canvas.findByRole('button', { name: t('turnOff') }));
    let dialog = await screen.findByRole('dialog', { name: title }, { timeout: 5000 });
    await expect(dialog).toHaveAccessibleDescription(t('confirmOff.description'));
    await userEvent.click(within(dialog).getByRole('button', { name: common('cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSetFirewall).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: t('turnOff') }));
    dialog = await screen.findByRole('dialog', { name: title }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: t('turnOff') }));
    await expect(args.onSetFirewall).toHaveBeenCalledWith('off');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The free plan: forced on, the toggle disabled and explained, with the way to a paid plan. At 360 px nothing overflows. */
export const FreePlanDisabled: Story = {
  args: { domain: FREE_DOMAIN, planLevel: FREE_PLAN_LEVEL },
  decorators: [(Story) => <div style={{ width: 360 }} data-testid="narrow"><Story /></div>],
  play: async (context) => {
    const t = storyText(context, 'firewall');
    const { canvas } = context;
    await expect(await canvas.findByRole('heading', { level: 2, name: t('state.on') })).toBeVisible();
    const toggle = canvas.getByRole('button', { name: t('turnOff') });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription(expect.stringContaining(t('freePlan.text')));
    await expect(canvas.getByText(t('freePlan.title'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('freePlan.upgrade') })).toHaveAttribute('href', UPGRADE_HREF);
    await expect(canvas.getByTestId('narrow').scrollWidth).toBeLessThanOrEqual(360);
  },
};

const REFUSED = 'Turning the firewall off needs a paid plan (Lite or above).';

/** The screen as its container holds it: a refused switch sets the refusal, the state it shows stays. */
function RefusingServer(props: FirewallScreenProps) {
  const [refusal, setRefusal] = useState<string>();
  const onSetFirewall = async (next: FirewallState) => {
    setRefusal(undefined);
    try {
      await props.onSetFirewall(next);
    } catch (error) {
      setRefusal(REFUSED);
      throw error;
    }
  };
  return <FirewallScreen {...props} onSetFirewall={onSetFirewall} refusal={refusal} />;
}

/** The server refuses (a plan that lapsed meanwhile): its words show, the dialog closes, the firewall stays active. */
export const ServerRefusalKeepsState: Story = {
  args: { onSetFirewall: fn(() => Promise.reject(new Error(REFUSED))) },
  render: (args, context) => <RefusingServer {...args} title={storyText(context, 'shell')('routes.hostFirewall')} />,
  play: async (context) => {
    const t = storyText(context, 'firewall');
    const { canvas, args } = context;
    await userEvent.click(await canvas.findByRole('button', { name: t('turnOff') }));
    const dialog = await screen.findByRole('dialog', { name: t('confirmOff.title', { domain: isolateLtr(STUDIO_DOMAIN) }) }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: t('turnOff') }));
    await expect(args.onSetFirewall).toHaveBeenCalledWith('off');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('refused'));
    await expect(alert).toHaveTextContent(REFUSED);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { level: 2, name: t('state.on') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('turnOff') })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', firewall: undefined },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(1);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const FetchError: Story = {
  args: { status: 'error', firewall: undefined },
  play: async (context) => {
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(storyText(context, 'common')('errors.fetch'));
    await userEvent.click(within(alert).getByRole('button', { name: storyText(context, 'ui')('retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A client sees the state and what it means, but no toggle. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async (context) => {
    const t = storyText(context, 'firewall');
    const { canvas } = context;
    await expect(await canvas.findByRole('heading', { level: 2, name: t('state.on') })).toBeVisible();
    await expect(canvas.getByText(t('readOnly'))).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
