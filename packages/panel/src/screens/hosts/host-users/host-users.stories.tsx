import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText } from '@storybook-helpers/story-text';
import { ApiError } from '../../../api/errors';
import { PASSWORD_ALPHABET } from '../../../rules/generators';
import { GENERATED_PASSWORD_LENGTH } from '../../../rules/limits';
import { HostUsersScreen } from './host-users';
import { EXTRA_USER, LONG_USER, OWNER_USER, STUDIO_DOMAIN, hostUsersArgs } from './host-users.fixtures';

const meta = {
  title: 'Screens/Hosts/HostUsers',
  component: HostUsersScreen,
  render: (args, context) => <HostUsersScreen {...args} title={storyText(context, 'shell')('routes.hostUser')} />,
  args: { ...hostUsersArgs, onAddUser: fn(() => Promise.resolve()), onDeleteUser: fn(() => Promise.resolve()), onRetry: fn() },
} satisfies Meta<typeof HostUsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table row of a user, found by the name in its row header. */
async function rowOf(canvasElement: HTMLElement, name: string) {
  const header = await within(canvasElement).findByRole('rowheader', { name });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

const NEW_USER = 'ci-runner';

/** The owner's row says why it has no Delete; every extra user has one, named after them. At 360 px nothing overflows. */
export const OwnerAndExtraUsers: Story = {
  tags: ['palettes'],
  decorators: [(Story) => <div style={{ width: 360 }} data-testid="narrow"><Story /></div>],
  play: async (context) => {
    const t = storyText(context, 'host-users');
    const { canvas, canvasElement } = context;
    await expect(await canvas.findByRole('region', { name: t('table.label', { domain: STUDIO_DOMAIN }) })).toBeVisible();
    const owner = await rowOf(canvasElement, OWNER_USER.name);
    await expect(owner.getByText(OWNER_USER['User type'])).toBeVisible();
    await expect(owner.getByText(t('ownerNote'))).toBeVisible();
    await expect(owner.queryByRole('button')).not.toBeInTheDocument();
    for (const user of [EXTRA_USER, LONG_USER]) {
      const row = await rowOf(canvasElement, user.name);
      await expect(row.getByText(user['User type'])).toBeVisible();
      await expect(row.getByRole('button', { name: t('delete.actionNamed', { user: user.name }) })).toBeEnabled();
    }
    await expect(canvas.getByRole('textbox', { name: t('add.name') })).toBeEnabled();
    await expect(canvas.queryByText(t('empty.text'))).not.toBeInTheDocument();
    await expect(canvas.getByTestId('narrow').scrollWidth).toBeLessThanOrEqual(360);
    const table = canvas.getByRole('region', { name: t('table.label', { domain: STUDIO_DOMAIN }) });
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
  },
};

/** Add posts the name with a random password, shows that password once with a copy button; Done forgets it. */
export const AddShowsPasswordOnce: Story = {
  play: async (context) => {
    const t = storyText(context, 'host-users');
    const { canvas, args } = context;
    const name = await canvas.findByRole('textbox', { name: t('add.name') });
    await userEvent.type(name, NEW_USER);
    await userEvent.click(canvas.getByRole('button', { name: t('add.submit') }));
    const dialogElement = await screen.findByRole('dialog', { name: t('password.title', { user: isolateLtr(NEW_USER) }) }, { timeout: 5000 });
    const dialog = within(dialogElement);
    const shown = dialog.getByRole('textbox', { name: t('password.label', { user: isolateLtr(NEW_USER) }) });
    await expect(shown).toHaveAttribute('readonly');
    const password = (shown as HTMLInputElement).value;
    // The password shown is the one posted: random, of the generator's letters and digits.
    await expect(args.onAddUser).toHaveBeenCalledOnce();
    await expect(args.onAddUser).toHaveBeenCalledWith({ user: NEW_USER, password });
    await expect(password).toMatch(new RegExp(`^[${PASSWORD_ALPHABET}]{${GENERATED_PASSWORD_LENGTH}}$`));
    await expect(dialog.getByRole('button', { name: t('password.copy') })).toBeEnabled();
    await expect(dialog.getByText(t('password.once'))).toBeVisible();
    // A click on the dimmed page beside the dialog does not lose the password.
    const overlay = document.querySelector('[data-slot="dialog-overlay"]');
    if (!overlay) throw new Error('the dialog has no overlay');
    await userEvent.click(overlay);
    // Radix dismisses after the click's own task: one more awaited interaction lets a close render first.
    await userEvent.click(shown);
    await expect(dialogElement).toBeInTheDocument();
    await expect(name).toHaveValue('');

    await userEvent.click(dialog.getByRole('button', { name: t('password.done') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.queryByDisplayValue(password)).not.toBeInTheDocument();
  },
};

const USER_EXISTS = `The user ${NEW_USER} already exists.`;
const userExists = new ApiError({ kind: 'http', status: 422, message: 'Invalid input', fieldErrors: { user: USER_EXISTS } });

/** The rules speak before sending; the server's refusal shows on the field, which keeps the typed name, and no password shows. */
export const AddRefused: Story = {
  args: { onAddUser: fn(() => Promise.reject(userExists)) },
  play: async (context) => {
    const t = storyText(context, 'host-users');
    const issues = storyText(context, 'issues');
    const { canvas, args } = context;
    const name = await canvas.findByRole('textbox', { name: t('add.name') });
    const submit = canvas.getByRole('button', { name: t('add.submit') });
    for (const [typed, message] of [
      ['', issues('required')],
      ['Deploy', t('add.pattern')],
      ['ab', issues('lengthRange', { min: 3, max: 32 })],
      ['1deploy', issues('usernameStart')],
      [EXTRA_USER.name, issues('notUnique')],
    ] as const) {
      await userEvent.clear(name);
      if (typed !== '') await userEvent.type(name, typed);
      await userEvent.click(submit);
      await expect(name).toHaveAccessibleDescription(expect.stringContaining(message));
      await expect(name).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(args.onAddUser).not.toHaveBeenCalled();

    await userEvent.clear(name);
    await userEvent.type(name, NEW_USER);
    await userEvent.click(submit);
    await expect(args.onAddUser).toHaveBeenCalledOnce();
    await expect(await canvas.findByText(storyText(context, 'server-messages')('userExists', { name: NEW_USER }))).toBeVisible();
    await expect(name).toHaveValue(NEW_USER);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Delete asks first, naming the user; only the confirmation deletes. */
export const DeleteConfirmation: Story = {
  play: async (context) => {
    const t = storyText(context, 'host-users');
    const { canvasElement, args } = context;
    const row = await rowOf(canvasElement, EXTRA_USER.name);
    await userEvent.click(row.getByRole('button', { name: t('delete.actionNamed', { user: EXTRA_USER.name }) }));
    const named = { user: isolateLtr(EXTRA_USER.name), domain: isolateLtr(STUDIO_DOMAIN) };
    const dialog = await screen.findByRole('dialog', { name: t('delete.title', named) }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent(t('delete.description', named));
    await expect(args.onDeleteUser).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('delete.confirm') }));
    await expect(args.onDeleteUser).toHaveBeenCalledWith(EXTRA_USER.name);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Only the server owner: the list still shows it, and a note says there are no extra users yet. */
export const NoExtraUsers: Story = {
  args: { users: [OWNER_USER] },
  play: async (context) => {
    const t = storyText(context, 'host-users');
    const { canvas, canvasElement } = context;
    await expect(await canvas.findByText(t('empty.text'))).toBeVisible();
    await expect((await rowOf(canvasElement, OWNER_USER.name)).getByText(t('ownerNote'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('add.submit') })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', users: undefined },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(1);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const FetchError: Story = {
  args: { status: 'error', users: undefined },
  play: async (context) => {
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(storyText(context, 'common')('errors.fetch'));
    await userEvent.click(within(alert).getByRole('button', { name: storyText(context, 'ui')('retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A client sees the users and their types, without Delete, the add form or an actions column. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async (context) => {
    const t = storyText(context, 'host-users');
    const { canvas, canvasElement } = context;
    await expect(await rowOf(canvasElement, EXTRA_USER.name)).toBeTruthy();
    await expect(canvas.getByText(t('readOnly'))).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: t('table.actions') })).not.toBeInTheDocument();
  },
};
