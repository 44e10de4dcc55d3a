import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText } from '@storybook-helpers/story-text';
import { ApiError } from '../../../api/errors';
import { HostServerScreen } from './server';
import { MANUAL_BACKUP_LEVEL, SETTINGS_TITLES, SHOP, SHOP_HOST_ID, UPGRADE_HREF, WORLD_FEATURES, WORLD_SERVERS, detailHrefOf } from './settings-forms.fixtures';

/** The Kit plan (level 2) reaches every server. */
const KIT_LEVEL = 2;

const meta = {
  title: 'Screens/Hosts/HostServer',
  component: HostServerScreen,
  args: {
    title: SETTINGS_TITLES.server,
    detailHref: detailHrefOf(SHOP_HOST_ID),
    domain: SHOP.host.domain,
    currentServer: SHOP.server,
    servers: WORLD_SERVERS,
    planLevel: KIT_LEVEL,
    features: WORLD_FEATURES,
    upgradeHref: UPGRADE_HREF,
    onSubmit: fn(),
  },
} satisfies Meta<typeof HostServerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const AREA = 'host-settings';
const NUE = WORLD_SERVERS.find((server) => server.endpoint === 'nue.domcloud.co');
const OSK = WORLD_SERVERS.find((server) => server.endpoint === 'osk.domcloud.co');
const SGA = WORLD_SERVERS.find((server) => server.endpoint === 'sga.domcloud.co');
/** A server's radio, by the endpoint in its name (the name also holds its title and marks). */
const radioOf = (context: PlayContext, endpoint = '') => context.canvas.findByRole('radio', { name: (name) => name.includes(endpoint) });
const submitButton = (context: PlayContext) => context.canvas.getByRole('button', { name: storyText(context, AREA)('server.submit') });

/** shop.lestari.studio on wdc: wdc is chosen and marked, so Move waits for another server; nue, confirmed, is sent. */
export const Default: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const t = storyText(context, AREA);
    const current = await radioOf(context, SHOP.server.endpoint);
    await expect(current).toBeChecked();
    await expect(current).toHaveAccessibleName(expect.stringContaining(t('server.current')));
    await expect(submitButton(context)).toBeDisabled();

    await userEvent.click(await radioOf(context, NUE?.endpoint));
    await expect(submitButton(context)).toBeEnabled();
    await userEvent.click(current);
    await expect(submitButton(context)).toBeDisabled();
    await userEvent.click(await radioOf(context, NUE?.endpoint));
    await userEvent.click(submitButton(context));

    const dialog = await screen.findByRole('dialog', { name: t('server.confirm.title', { server: isolateLtr(NUE?.endpoint ?? '') }) });
    await expect(dialog).toHaveAccessibleDescription(t('server.confirm.description', { domain: isolateLtr(SHOP.host.domain) }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('server.confirm.action') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(NUE));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The Lite plan (level 1): osk needs level 2, so it is listed, disabled and marked; the others can be chosen. */
export const OptionsAbovePlanDisabled: Story = {
  args: { planLevel: 1 },
  play: async (context) => {
    const t = storyText(context, AREA);
    const osk = await radioOf(context, OSK?.endpoint);
    await expect(osk).toBeDisabled();
    await expect(osk).toHaveAccessibleName(expect.stringContaining(t('server.needsUpgrade')));
    await expect(await radioOf(context, SGA?.endpoint)).toBeEnabled();
    await expect(await radioOf(context, NUE?.endpoint)).toBeEnabled();
  },
};

/** The free plan is below the manual-backup level: the upgrade message and its link replace the form. */
export const UpgradeBelowManualBackup: Story = {
  args: { planLevel: MANUAL_BACKUP_LEVEL - 1 },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, AREA);
    await expect(await canvas.findByText(t('server.upgrade.text'), { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('server.upgrade.link') })).toHaveAttribute('href', UPGRADE_HREF);
    await expect(canvas.queryByText(t('server.description'))).not.toBeInTheDocument();
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('server.submit') })).not.toBeInTheDocument();
  },
};

/** The server's own words when the plan does not reach the chosen server. */
const NEEDS_PLAN = 'The nue.domcloud.co server needs a higher plan.';
const needsPlan = new ApiError({ kind: 'http', status: 422, message: 'Invalid input', detail: NEEDS_PLAN, fieldErrors: { server_id: NEEDS_PLAN } });

/** The server refuses the move: its reason shows on the choice, which stays chosen for another try. */
export const MoveRefusedKeepsChoice: Story = {
  args: { onSubmit: fn(() => Promise.reject(needsPlan)) },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, AREA);
    const nue = await radioOf(context, NUE?.endpoint);
    await userEvent.click(nue);
    await userEvent.click(submitButton(context));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('server.confirm.action') }));
    const group = canvas.getByRole('radiogroup', { name: t('server.label') });
    await waitFor(() => expect(group).toHaveAccessibleDescription(t('issues:planTooLow')));
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(nue).toBeChecked();
    await expect(submitButton(context)).toBeEnabled();
  },
};
