import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText } from '@storybook-helpers/story-text';
import { ApiError } from '../../../api/errors';
import { HostTransferScreen } from './transfer';
import { SHOP, SHOP_HOST_ID, detailHrefOf } from './settings-forms.fixtures';
import { KOPI, UNNAMED_TEAM, WORLD_TARGETS } from './transfer.fixtures';

const TITLE = 'Transfer Website';

const meta = {
  title: 'Screens/Hosts/HostTransfer',
  component: HostTransferScreen,
  args: {
    title: TITLE,
    domain: SHOP.host.domain,
    currentTeamId: SHOP.teamId,
    teams: [...WORLD_TARGETS, UNNAMED_TEAM],
    status: 'content',
    detailHref: detailHrefOf(SHOP_HOST_ID),
    onRetry: fn(),
    onTransfer: fn(),
  },
} satisfies Meta<typeof HostTransferScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const AREA = 'host-settings';
const teamSelect = (context: PlayContext) => context.canvas.findByRole('combobox', { name: storyText(context, AREA)('transfer.team') });
const submitButton = (context: PlayContext) => context.canvas.getByRole('button', { name: storyText(context, AREA)('transfer.submit') });

/** The teams Maya manages besides Lestari Studio, one without a name; the confirmation names the website and the team. */
export const WithTeams: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await expect(canvas.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('back') })).toHaveAttribute('href', detailHrefOf(SHOP_HOST_ID));
    await expect(canvas.getByText(t('transfer.moves'))).toBeVisible();
    await expect(canvas.getByText(t('transfer.noRefund'))).toBeVisible();
    const select = await teamSelect(context);
    const options = within(select).getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual([t('transfer.choose'), KOPI.name, t('transfer.unnamedTeam', { id: UNNAMED_TEAM.id })]);
    await expect(submitButton(context)).toBeDisabled();

    await userEvent.selectOptions(select, String(KOPI.id));
    await userEvent.click(submitButton(context));
    const dialog = within(await screen.findByRole('dialog', { name: t('transfer.confirmTitle', { domain: isolateLtr(SHOP.host.domain), team: KOPI.name }) }));
    await expect(dialog.getByText(t('transfer.confirmDescription'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('transfer.confirm') }));
    await waitFor(() => expect(args.onTransfer).toHaveBeenCalledWith(KOPI.id, KOPI.name));
  },
};

/** A user who manages no other team: the note says what is needed, and there is no form. */
export const NoEligibleTeam: Story = {
  args: { teams: [], status: 'empty' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, AREA);
    await expect(await canvas.findByText(t('transfer.noTeamTitle'))).toBeVisible();
    await expect(canvas.getByText(t('transfer.noTeam'))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('transfer.submit') })).toBeNull();
  },
};

/** The teams could not be read: the fetch error with its retry, under the page's heading and back link. */
export const TeamsFailed: Story = {
  args: { teams: undefined, status: 'error' },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await expect(canvas.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('common:errors.fetch'));
    await userEvent.click(within(alert).getByRole('button', { name: t('ui:retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The server's own words for refusing the transfer. */
const REFUSED = new ApiError({ kind: 'http', status: 422, message: 'Invalid input', fieldErrors: { team_id: 'The host already belongs to this team.' } });

/** The server refuses: its message is on the team field, and the chosen team stays chosen. */
export const RefusedKeepsChoice: Story = {
  args: { onTransfer: fn(() => Promise.reject(REFUSED)) },
  play: async (context) => {
    const { userEvent } = context;
    const t = storyText(context, AREA);
    const select = await teamSelect(context);
    await userEvent.selectOptions(select, String(UNNAMED_TEAM.id));
    await userEvent.click(submitButton(context));
    const title = t('transfer.confirmTitle', { domain: isolateLtr(SHOP.host.domain), team: t('transfer.unnamedTeam', { id: UNNAMED_TEAM.id }) });
    await userEvent.click(within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: t('transfer.confirm') }));
    await waitFor(() => expect(select).toHaveAccessibleDescription(expect.stringContaining(t('server-messages:alreadyInTeam'))));
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveValue(String(UNNAMED_TEAM.id));
  },
};
