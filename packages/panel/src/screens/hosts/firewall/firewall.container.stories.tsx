import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { isolateLtr, toast } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { FirewallScreenContainer } from './firewall.container';
import { FREE_HOST_ID, FREE_TEAM_ID, STUDIO_DOMAIN, STUDIO_HOST_ID, frameOf } from './firewall.fixtures';

const meta = {
  title: 'Screens/Hosts/FirewallContainer',
  component: FirewallScreenContainer,
  args: { frame: frameOf(STUDIO_HOST_ID) },
} satisfies Meta<typeof FirewallScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const paid = panelStory();
const firewallOf = (store: typeof paid.store, hostId: number) => store.state.hosts.find((host) => host.record.id === hostId)?.firewall;

/** lestari.studio on the Kit plan: off as paid hosts start; Activate, then Disable after the confirmation. */
export const TurnOffOnPaidPlan: Story = {
  ...paid,
  play: async (context) => {
    const t = storyText(context, 'firewall');
    const { canvas } = context;
    const success = spyOn(toast, 'success');
    await expect(await canvas.findByRole('heading', { level: 2, name: t('state.off') }, { timeout: 5000 })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: t('turnOn') }));
    await expect(await canvas.findByRole('heading', { level: 2, name: t('state.on') }, { timeout: 5000 })).toBeVisible();
    // The toast follows the write, which waits for the state to be read again.
    await waitFor(() => expect(success).toHaveBeenCalledWith(t('done.on')), { timeout: 5000 });
    await expect(firewallOf(paid.store, STUDIO_HOST_ID)).toBe('on');

    await userEvent.click(canvas.getByRole('button', { name: t('turnOff') }));
    const dialog = await screen.findByRole('dialog', { name: t('confirmOff.title', { domain: isolateLtr(STUDIO_DOMAIN) }) }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: t('turnOff') }));
    await expect(await canvas.findByRole('heading', { level: 2, name: t('state.off') }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(success).toHaveBeenCalledWith(t('done.off')), { timeout: 5000 });
    await expect(firewallOf(paid.store, STUDIO_HOST_ID)).toBe('off');
  },
};

/** Budi's free team (103), budi-portfolio.dom.my.id (2001): forced on, the toggle disabled, the upgrade link. */
export const FreePlanDisabled: Story = {
  ...panelStory({ scenario: 'free' }),
  args: { frame: frameOf(FREE_HOST_ID) },
  play: async (context) => {
    const t = storyText(context, 'firewall');
    const { canvas, args } = context;
    await expect(args.frame.teamId).toBe(FREE_TEAM_ID);
    await expect(await canvas.findByRole('heading', { level: 2, name: t('state.on') }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('turnOff') })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: t('freePlan.upgrade') })).toHaveAttribute('href', expect.stringMatching(/\/upgrade$/));
  },
};

const lapsed = panelStory({
  prepare: (store) =>
    store.update((draft) => {
      const host = draft.hosts.find((item) => item.record.id === STUDIO_HOST_ID);
      if (host) host.firewall = 'on';
    }),
});

/** The team's plan lapses to Free after the page loaded: the server refuses, its words show, the firewall stays on. */
export const RefusedAfterPlanLapsed: Story = {
  ...lapsed,
  play: async (context) => {
    const t = storyText(context, 'firewall');
    const { canvas } = context;
    await expect(await canvas.findByRole('heading', { level: 2, name: t('state.on') }, { timeout: 5000 })).toBeVisible();
    lapsed.store.update((draft) => {
      const team = draft.teams.find((item) => item.id === 101);
      const free = draft.catalog.plans.find((plan) => plan.level === 0 && plan.currency === team?.currency);
      if (team && free) team.plan_id = free.id;
    });

    await userEvent.click(canvas.getByRole('button', { name: t('turnOff') }));
    const dialog = await screen.findByRole('dialog', { name: t('confirmOff.title', { domain: isolateLtr(STUDIO_DOMAIN) }) }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: t('turnOff') }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('refused'));
    await expect(alert).toHaveTextContent(storyText(context, 'server-messages')('firewallNeedsPaidPlan'));
    await expect(canvas.getByRole('heading', { level: 2, name: t('state.on') })).toBeVisible();
    await expect(firewallOf(lapsed.store, STUDIO_HOST_ID)).toBe('on');
  },
};
