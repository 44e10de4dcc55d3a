import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { ApiError } from '../../../api/errors';
import { ProfileScreen } from './profile';
import { ADMIN_USER, SINGLE_LOGIN_USER, UNVERIFIED_USER, VERIFIED_USER, profileArgs } from './profile.fixtures';

const meta = {
  title: 'Screens/Account/Profile',
  component: ProfileScreen,
  render: (args, context) => <ProfileScreen {...args} title={storyText(context, 'shell')('routes.profile')} />,
  args: {
    ...profileArgs,
    onSave: fn(),
    onThemeChange: fn(),
    onLanguageChange: fn(),
    onResendVerification: fn(),
    onAddProviderLogin: fn(),
    onAddEmailLogin: fn(),
    onRemoveLogin: fn(),
  },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A field's label as its whole text (the required mark may follow), so 'Password' does not match 'Passwort bestätigen'. */
function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s*]*$`);
}

/** The sign-in methods list, found by its accessible name (the card's title). */
async function methodsList(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('list', { name }));
}

/** A verified email: no warning; edits save with name, theme and language, the email left out. */
export const VerifiedEmail: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'profile');
    await expect(await canvas.findByRole('heading', { level: 1, name: storyText(context, 'shell')('routes.profile') })).toBeVisible();
    await expect(canvas.queryByText(t('verify.title'))).not.toBeInTheDocument();
    const name = canvas.getByRole('textbox', { name: label(t('form.name')) });
    await userEvent.clear(name);
    await userEvent.type(name, 'Maya L.');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('form.theme') }), 'dark');
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ name: 'Maya L.', theme: 'dark', lang: VERIFIED_USER.lang }));
  },
};

/** Once verified the email field is disabled and says why. */
export const EmailLocked: Story = {
  play: async (context) => {
    const t = storyText(context, 'profile');
    const email = await context.canvas.findByRole('textbox', { name: label(t('form.email')) });
    await expect(email).toBeDisabled();
    await expect(email).toHaveValue(VERIFIED_USER.email);
    await expect(email).toHaveAccessibleDescription(t('form.emailLocked'));
  },
};

/** An unverified email: the warning, and Resend asks first; the email can still change; a language applies at once. */
export const UnverifiedEmail: Story = {
  args: { user: UNVERIFIED_USER },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'profile');
    await expect(await canvas.findByText(t('verify.title'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: label(t('form.email')) })).toBeEnabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('form.language') }), 'id');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('id');
    await userEvent.click(canvas.getByRole('button', { name: t('verify.resend') }));
    const dialog = await screen.findByRole('dialog', { name: t('verify.confirmTitle') });
    await expect(args.onResendVerification).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('verify.confirm') }));
    await waitFor(() => expect(args.onResendVerification).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Several methods: each can be removed after a confirmation; the email sign-in exists, so only the others are offered. */
export const SeveralMethods: Story = {
  args: { user: ADMIN_USER },
  play: async (context) => {
    const { canvas, canvasElement, args } = context;
    const t = storyText(context, 'profile');
    const list = await methodsList(canvasElement, t('logins.title'));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: t('logins.addEmail') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('logins.addGoogle') })).toBeEnabled();
    await userEvent.click(list.getByRole('button', { name: t('logins.removeLabel', { method: t('logins.github') }) }));
    const dialog = await screen.findByRole('dialog', { name: t('logins.removeTitle', { method: t('logins.github') }) });
    await userEvent.click(within(dialog).getByRole('button', { name: t('logins.removeConfirm') }));
    await waitFor(() => expect(args.onRemoveLogin).toHaveBeenCalledWith('github'));
  },
};

/** The last method: Remove is disabled and the reason is said beside it (and read with the button). */
export const LastMethod: Story = {
  args: { user: SINGLE_LOGIN_USER },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyText(context, 'profile');
    const list = await methodsList(canvasElement, t('logins.title'));
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
    const remove = list.getByRole('button', { name: t('logins.removeLabel', { method: t('logins.google') }) });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(t('logins.onlyOne'));
  },
};

/** A password under 8 characters is refused with the spec's message and never sent; leaving the dialog cancels too. */
export const AddEmailShortPassword: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'profile');
    await userEvent.click(await canvas.findByRole('button', { name: t('logins.addEmail') }));
    let dialog = within(await screen.findByRole('dialog', { name: t('addEmail.title') }));
    await userEvent.type(dialog.getByLabelText(label(t('addEmail.password'))), 'short');
    await userEvent.type(dialog.getByLabelText(label(t('addEmail.passconf'))), 'short');
    await userEvent.click(dialog.getByRole('button', { name: t('addEmail.submit') }));
    await expect(await canvas.findByText(storyText(context, 'issues')('passwordCancelled', { min: 8 }))).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onAddEmailLogin).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: t('logins.addEmail') }));
    dialog = within(await screen.findByRole('dialog', { name: t('addEmail.title') }));
    await userEvent.click(dialog.getByRole('button', { name: storyText(context, 'common')('actions.cancel') }));
    await expect(await canvas.findByText(t('addEmail.cancelled'))).toBeVisible();
    await expect(args.onAddEmailLogin).not.toHaveBeenCalled();
  },
};

/** A confirmation that differs cancels with the general message; a matching password of 8 or more is sent. */
export const AddEmailValid: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'profile');
    const fill = async (password: string, passconf: string) => {
      await userEvent.click(await canvas.findByRole('button', { name: t('logins.addEmail') }));
      const dialog = within(await screen.findByRole('dialog', { name: t('addEmail.title') }));
      await userEvent.type(dialog.getByLabelText(label(t('addEmail.password'))), password);
      await userEvent.type(dialog.getByLabelText(label(t('addEmail.passconf'))), passconf);
      await userEvent.click(dialog.getByRole('button', { name: t('addEmail.submit') }));
    };
    await fill('a-long-password', 'a-long-passwerd');
    await expect(await canvas.findByText(t('addEmail.cancelled'))).toBeVisible();
    await fill('a-long-password', 'a-long-password');
    await waitFor(() => expect(args.onAddEmailLogin).toHaveBeenCalledWith({ password: 'a-long-password', passconf: 'a-long-password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const TAKEN = 'Another account uses this email.';

/** A refused save keeps every edit and shows the server's reason on its field. */
export const SaveFailed: Story = {
  args: {
    user: UNVERIFIED_USER,
    onSave: fn(() => Promise.reject(new ApiError({ kind: 'http', status: 422, message: 'Invalid input', detail: TAKEN, fieldErrors: { email: TAKEN } }))),
  },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'profile');
    const name = await canvas.findByRole('textbox', { name: label(t('form.name')) });
    const email = canvas.getByRole('textbox', { name: label(t('form.email')) });
    await userEvent.clear(name);
    await userEvent.type(name, 'Sarah Lim-Tan');
    await userEvent.clear(email);
    await userEvent.type(email, 'maya@lestari.studio');
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    // Not a message the panel knows: it is quoted as the server's own words, on the email field.
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining(TAKEN)));
    await expect(name).toHaveValue('Sarah Lim-Tan');
    await expect(email).toHaveValue('maya@lestari.studio');
  },
};

/** Loading: the skeleton under the title. */
export const Loading: Story = {
  args: { status: 'loading', user: undefined },
  play: async (context) => {
    await expect(await context.canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(context.canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(context.canvas.queryByRole('button', { name: storyText(context, 'profile')('form.save') })).not.toBeInTheDocument();
  },
};

/** The profile could not be read: the fetch error with Try again. */
export const FetchError: Story = {
  args: { status: 'error', user: undefined, onRetry: fn() },
  play: async (context) => {
    const common = storyText(context, 'common');
    await expect(await context.canvas.findByText(common('errors.fetch'))).toBeVisible();
    await userEvent.click(context.canvas.getByRole('button', { name: common('errorBoundary.retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledOnce();
  },
};
