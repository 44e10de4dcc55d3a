import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText } from '@storybook-helpers/story-text';
import { ApiError } from '../../../api/errors';
import { HostDeleteScreen } from './delete';
import { SHOP, SHOP_HOST_ID, detailHrefOf } from './settings-forms.fixtures';

const TITLE = 'Delete Website';

const meta = {
  title: 'Screens/Hosts/HostDelete',
  component: HostDeleteScreen,
  args: { title: TITLE, domain: SHOP.host.domain, username: SHOP.host.username, detailHref: detailHrefOf(SHOP_HOST_ID), onDelete: fn() },
} satisfies Meta<typeof HostDeleteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const AREA = 'host-settings';
const usernameField = (context: PlayContext) => context.canvas.findByRole('textbox', { name: storyText(context, AREA)('delete.confirmLabel') });
const deleteButton = (context: PlayContext) => context.canvas.getByRole('button', { name: storyText(context, AREA)('delete.submit') });
const confirmDialog = (context: PlayContext) =>
  screen.findByRole('dialog', { name: storyText(context, AREA)('delete.confirmTitle', { domain: isolateLtr(SHOP.host.domain) }) });

/** shop.lestari.studio (username shop-lestari): the button waits for the exact username; capitals and spaces count. */
export const DisabledUntilExactUsername: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await expect(canvas.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('back') })).toHaveAttribute('href', detailHrefOf(SHOP_HOST_ID));
    const field = await usernameField(context);
    await expect(field).toHaveAccessibleDescription(t('delete.confirmHint', { username: isolateLtr(SHOP.host.username) }));
    await expect(deleteButton(context)).toBeDisabled();
    for (const near of ['Shop-lestari', 'shop-lestar', `${SHOP.host.username} `]) {
      await userEvent.clear(field);
      await userEvent.paste(near);
      await expect(field).toHaveValue(near);
      await expect(deleteButton(context)).toBeDisabled();
    }
    await userEvent.clear(field);
    await userEvent.paste(SHOP.host.username);
    await expect(deleteButton(context)).toBeEnabled();
    // A mistyped name is no error: the button simply waits.
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The typed username opens the confirmation naming the website; Cancel sends nothing, confirming deletes. */
export const ConfirmThenDelete: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { args, userEvent } = context;
    const t = storyText(context, AREA);
    await userEvent.type(await usernameField(context), SHOP.host.username);
    await userEvent.click(deleteButton(context));
    const dialog = within(await confirmDialog(context));
    await expect(dialog.getByText(t('delete.confirmDescription'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('ui:cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    // Enter in the field asks too.
    await userEvent.type(await usernameField(context), '{Enter}');
    await userEvent.click(within(await confirmDialog(context)).getByRole('button', { name: t('delete.confirm') }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(SHOP.host.username));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** The server's own words for refusing the delete. */
const MISMATCH = new ApiError({ kind: 'http', status: 422, message: 'Invalid input', fieldErrors: { wordpass: 'Type the username of the host exactly to confirm.' } });

/** The server refuses: the dialog closes, its message is on the field, and the typed username stays. */
export const RefusedKeepsTyped: Story = {
  args: { onDelete: fn(() => Promise.reject(MISMATCH)) },
  play: async (context) => {
    const { userEvent } = context;
    const t = storyText(context, AREA);
    const field = await usernameField(context);
    await userEvent.type(field, SHOP.host.username);
    await userEvent.click(deleteButton(context));
    await userEvent.click(within(await confirmDialog(context)).getByRole('button', { name: t('delete.confirm') }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(t('server-messages:typeUsernameToConfirm'))));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue(SHOP.host.username);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(deleteButton(context)).toBeEnabled();
  },
};
