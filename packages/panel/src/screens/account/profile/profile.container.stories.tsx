import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { profilePath } from '../../../rules/paths';
import { ProfileScreenContainer } from './profile.container';

const meta = {
  title: 'Screens/Account/ProfileContainer',
  component: ProfileScreenContainer,
  render: (args, context) => <ProfileScreenContainer {...args} title={storyText(context, 'shell')('routes.profile')} />,
  args: { title: '', onThemeChange: fn(), onLanguageChange: fn() },
} satisfies Meta<typeof ProfileScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A field's label as its whole text (the required mark may follow). */
function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s*]*$`);
}

const MAYA_ID = 42;

/** A container story whose success toasts are watched (the stories render no toaster). */
function watchingToasts(story: ReturnType<typeof panelStory>) {
  return {
    ...story,
    beforeEach: () => {
      story.beforeEach();
      const spy = spyOn(toast, 'success');
      return () => spy.mockRestore();
    },
  };
}

/** The first answer of the world (and the page's catalogs) can take a while on a busy machine. */
const LOADED = { timeout: 5000 };

const editing = watchingToasts(panelStory());
/** Maya renames herself: the toast says so and the world holds the new name. */
export const EditName: Story = {
  ...editing,
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'profile');
    const name = await canvas.findByRole('textbox', { name: label(t('form.name')) }, LOADED);
    await expect(name).toHaveValue('Maya Lestari');
    await userEvent.clear(name);
    await userEvent.type(name, 'Maya Lestari Putri');
    await userEvent.click(canvas.getByRole('button', { name: t('form.save') }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(t('form.saved')), LOADED);
    await expect(editing.store.state.users.find((user) => user.id === MAYA_ID)?.name).toBe('Maya Lestari Putri');
  },
};

const addingEmail = watchingToasts(panelStory());
/** A short password is refused and nothing is sent; then a valid one adds the email sign-in to the list. */
export const AddEmailLogin: Story = {
  ...addingEmail,
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'profile');
    const fill = async (password: string) => {
      await userEvent.click(await canvas.findByRole('button', { name: t('logins.addEmail') }, LOADED));
      const dialog = within(await screen.findByRole('dialog', { name: t('addEmail.title') }));
      await userEvent.type(dialog.getByLabelText(label(t('addEmail.password'))), password);
      await userEvent.type(dialog.getByLabelText(label(t('addEmail.passconf'))), password);
      await userEvent.click(dialog.getByRole('button', { name: t('addEmail.submit') }));
    };
    await fill('1234567');
    await expect(await canvas.findByText(storyText(context, 'issues')('passwordCancelled', { min: 8 }))).toBeVisible();
    await expect(addingEmail.store.state.users.find((user) => user.id === MAYA_ID)?.social.map((login) => login.type)).not.toContain('email');

    await fill('a-long-password');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(t('addEmail.added')), LOADED);
    const list = within(canvas.getByRole('list', { name: t('logins.title') }));
    await expect(await list.findByText(t('logins.email'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('logins.addEmail') })).not.toBeInTheDocument();
    await expect(addingEmail.store.state.users.find((user) => user.id === MAYA_ID)?.social.map((login) => login.type)).toContain('email');
  },
};

const removing = watchingToasts(panelStory());
/** GitHub is removed after the confirmation; Google, now the last method, can no longer be removed. */
export const RemoveMethod: Story = {
  ...removing,
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'profile');
    const list = within(await canvas.findByRole('list', { name: t('logins.title') }, LOADED));
    await userEvent.click(list.getByRole('button', { name: t('logins.removeLabel', { method: t('logins.github') }) }));
    const dialog = await screen.findByRole('dialog', { name: t('logins.removeTitle', { method: t('logins.github') }) });
    await userEvent.click(within(dialog).getByRole('button', { name: t('logins.removeConfirm') }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(t('logins.removed', { method: t('logins.github') })), LOADED);
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    await expect(list.getByRole('button', { name: t('logins.removeLabel', { method: t('logins.google') }) })).toBeDisabled();
    await expect(removing.store.state.users.find((user) => user.id === MAYA_ID)?.social.map((login) => login.type)).toEqual(['google']);
  },
};

const navigate = fn();
const linking = panelStory({ scenario: 'admin', navigate });
/** Adding Google answers the provider's redirect, which the page follows. */
export const AddGoogle: Story = {
  ...linking,
  beforeEach: () => {
    navigate.mockClear();
    linking.beforeEach();
  },
  play: async (context) => {
    const t = storyText(context, 'profile');
    await userEvent.click(await context.canvas.findByRole('button', { name: t('logins.addGoogle') }, LOADED));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(profilePath()));
  },
};

/** An unverified account: the warning, and resend after the confirmation. */
export const UnverifiedEmail: Story = {
  ...watchingToasts(panelStory({ scenario: 'locked' })),
  play: async (context) => {
    const t = storyText(context, 'profile');
    await userEvent.click(await context.canvas.findByRole('button', { name: t('verify.resend') }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: t('verify.confirmTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('verify.confirm') }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(t('verify.sent', { email: '\u2066sarah.lim@outlook.com\u2069' })), LOADED);
  },
};

/** The profile could not be read: the fetch error with Try again. */
export const FetchError: Story = {
  ...panelStory({ scenario: 'failing' }),
  tags: ['!autodocs'],
  play: async (context) => {
    const common = storyText(context, 'common');
    await expect(await context.canvas.findByText(common('errors.fetch'), {}, LOADED)).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: common('errorBoundary.retry') })).toBeEnabled();
  },
};
