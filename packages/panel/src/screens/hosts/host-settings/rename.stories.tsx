import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { ApiError } from '../../../api/errors';
import { USERNAME_MIN_LENGTH } from '../../../rules/limits';
import { HostRenameScreen } from './rename';
import { SETTINGS_TITLES, SHOP, SHOP_HOST_ID, detailHrefOf } from './settings-forms.fixtures';

const meta = {
  title: 'Screens/Hosts/HostRename',
  component: HostRenameScreen,
  args: { title: SETTINGS_TITLES.rename, detailHref: detailHrefOf(SHOP_HOST_ID), currentUsername: SHOP.host.username, onSubmit: fn() },
} satisfies Meta<typeof HostRenameScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const usernameField = (context: PlayContext) => context.canvas.findByRole('textbox', { name: storyText(context, 'host-settings')('rename.label') });
const submitButton = (context: PlayContext) => context.canvas.getByRole('button', { name: storyText(context, 'host-settings')('rename.submit') });

/** shop.lestari.studio's username, a new one typed and sent; the back link leads to the host's detail. */
export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, 'host-settings');
    await expect(canvas.getByRole('heading', { level: 1, name: SETTINGS_TITLES.rename })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('back') })).toHaveAttribute('href', detailHrefOf(SHOP_HOST_ID));
    await expect(canvas.getByText(SHOP.host.username)).toBeVisible();
    const field = await usernameField(context);
    await expect(field).toHaveAccessibleDescription(t('rename.hint', { min: USERNAME_MIN_LENGTH }));
    await userEvent.type(field, 'shop-main');
    await userEvent.click(submitButton(context));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('shop-main');
  },
};

/** Rule 14 before anything is sent: too short, a character it does not allow, a hyphen at the end, the current name. */
export const InvalidNames: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const t = storyText(context, 'host-settings');
    const field = await usernameField(context);
    const cases = [
      ['shop', t('issues:tooShort', { min: USERNAME_MIN_LENGTH })],
      ['shop_main', t('rename.pattern')],
      ['shop-main-', t('issues:usernameEndsWithHyphen')],
      [SHOP.host.username, t('issues:sameAsCurrent')],
    ] as const;
    for (const [typed, message] of cases) {
      await userEvent.clear(field);
      await userEvent.type(field, typed);
      await userEvent.click(submitButton(context));
      await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveValue(typed);
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's own words for a name another host uses. */
const USERNAME_TAKEN = 'The username is already taken.';
const usernameTaken = new ApiError({ kind: 'http', status: 422, message: 'Invalid input', detail: USERNAME_TAKEN, fieldErrors: { username: USERNAME_TAKEN } });

/** The server refuses the name: its message (in the user's language) lands on the field, which keeps what was typed. */
export const ServerRefusalKept: Story = {
  args: { onSubmit: fn(() => Promise.reject(usernameTaken)) },
  play: async (context) => {
    const { args, userEvent } = context;
    const t = storyText(context, 'host-settings');
    const field = await usernameField(context);
    await userEvent.type(field, 'lestari-web');
    await userEvent.click(submitButton(context));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(t('server-messages:usernameTaken'))));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('lestari-web');
    // The message is on its field: no alert says it again.
    await expect(context.canvas.queryByText(t('rename.failed'))).not.toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(submitButton(context)).toBeEnabled();
  },
};

/** No answer at all: the form says the name was not changed and keeps it for another try. */
export const NetworkFailure: Story = {
  args: { onSubmit: fn(() => Promise.reject(new ApiError({ kind: 'network', message: 'Network response was not ok' }))) },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'host-settings');
    const field = await usernameField(context);
    await userEvent.type(field, 'shop-main');
    await userEvent.click(submitButton(context));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('rename.failed'));
    await expect(alert).toHaveTextContent(t('common:errors.network'));
    await expect(field).toHaveValue('shop-main');
    await expect(submitButton(context)).toBeEnabled();
  },
};
