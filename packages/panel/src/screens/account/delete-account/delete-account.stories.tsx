import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { isolateLtr } from '@hostdeck/ui';
import { DeleteAccountScreen } from './delete-account';
import { ACCOUNT_EMAIL, ADMINISTRATOR_ID, STUDIO_BLOCKERS, deleteAccountArgs } from './delete-account.fixtures';

const meta = {
  title: 'Screens/Account/DeleteAccount',
  component: DeleteAccountScreen,
  render: (args, context) => <DeleteAccountScreen {...args} title={storyText(context, 'shell')('routes.deleteAccount')} />,
  args: { ...deleteAccountArgs, title: '', onDelete: fn(async () => undefined), onBan: fn(async () => undefined) },
} satisfies Meta<typeof DeleteAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the field asks for the email and the delete button waits. */
export const EmailNotTyped: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'delete-account');
    await expect(await canvas.findByRole('heading', { level: 1, name: storyText(context, 'shell')('routes.deleteAccount') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('email.label') })).toHaveValue('');
    await expect(canvas.getByText(t('email.hint', { email: isolateLtr(ACCOUNT_EMAIL) }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('delete.button') })).toBeDisabled();
    await expect(canvas.queryByRole('list', { name: t('blockers.listLabel') })).not.toBeInTheDocument();
  },
};

/** A wrong email: told under the field, and the button stays disabled. */
export const EmailTypedWrong: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'delete-account');
    const field = await canvas.findByRole('textbox', { name: t('email.label') });
    await userEvent.type(field, 'maya@lestari.studi');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(storyText(context, 'issues')('mismatch')));
    await expect(field).toBeInvalid();
    await expect(canvas.getByRole('button', { name: t('delete.button') })).toBeDisabled();
  },
};

/** The right email enables the button; deleting asks first, then calls onDelete. */
export const EmailTypedRight: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'delete-account');
    const field = await canvas.findByRole('textbox', { name: t('email.label') });
    await userEvent.type(field, ACCOUNT_EMAIL);
    await expect(field).toBeValid();
    const button = canvas.getByRole('button', { name: t('delete.button') });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: t('confirm.title') });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('confirm.button') }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Websites and domains left: each is listed with a link to its page, and the right email still cannot delete. */
export const BlockedByHostsAndDomains: Story = {
  args: { blockers: STUDIO_BLOCKERS },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'delete-account');
    const list = await canvas.findByRole('list', { name: t('blockers.listLabel') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(STUDIO_BLOCKERS.length);
    // A website and a domain may share a name: each has its own link, to its own page.
    const hrefs = within(list).getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual(STUDIO_BLOCKERS.map((blocker) => blocker.href));
    for (const blocker of STUDIO_BLOCKERS) await expect(within(list).getAllByRole('link', { name: blocker.name }).length).toBeGreaterThan(0);
    await expect(within(list).getAllByText(t('blockers.host')).length).toBeGreaterThan(0);
    await expect(within(list).getAllByText(t('blockers.domain')).length).toBeGreaterThan(0);
    await userEvent.type(canvas.getByRole('textbox', { name: t('email.label') }), ACCOUNT_EMAIL);
    await expect(canvas.getByRole('button', { name: t('delete.button') })).toBeDisabled();
  },
};

/** The administrator typing BAN gets the ban action, and no mismatch is told. */
export const AdministratorTypesBan: Story = {
  args: { userId: ADMINISTRATOR_ID },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'delete-account');
    const field = await canvas.findByRole('textbox', { name: t('email.label') });
    await expect(canvas.queryByRole('button', { name: t('ban.button') })).not.toBeInTheDocument();
    await userEvent.type(field, 'BAN');
    await expect(field).toBeValid();
    await userEvent.click(await canvas.findByRole('button', { name: t('ban.button') }));
    await waitFor(() => expect(args.onBan).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('button', { name: t('delete.button') })).toBeDisabled();
  },
};

/** Anyone else typing BAN gets no ban action: it is just a wrong email. */
export const NonAdministratorTypesBan: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'delete-account');
    const field = await canvas.findByRole('textbox', { name: t('email.label') });
    await userEvent.type(field, 'BAN');
    await expect(field).toBeInvalid();
    await expect(canvas.queryByRole('button', { name: t('ban.button') })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', email: undefined },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyText(context, 'delete-account');
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('textbox', { name: t('email.label') })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', email: undefined, onRetry: fn() },
  play: async (context) => {
    const { canvas, args } = context;
    const common = storyText(context, 'common');
    await expect(await canvas.findByText(common('errors.fetch'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: common('errorBoundary.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
