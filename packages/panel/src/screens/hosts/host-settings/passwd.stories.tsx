import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { PASSWORD_MIN_LENGTH } from '../../../rules/limits';
import { HostPasswdScreen } from './passwd';
import { SETTINGS_TITLES, SHOP_HOST_ID, detailHrefOf } from './settings-forms.fixtures';

const meta = {
  title: 'Screens/Hosts/HostPasswd',
  component: HostPasswdScreen,
  args: { title: SETTINGS_TITLES.passwd, detailHref: detailHrefOf(SHOP_HOST_ID), databases: { mysql: false, postgresql: false }, onSubmit: fn() },
} satisfies Meta<typeof HostPasswdScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const AREA = 'host-settings';
/** A password input by its field's label (no textbox role while hidden). */
const passwordInput = (context: PlayContext, label: string) => context.canvas.findByLabelText<HTMLInputElement>(label, { exact: false, selector: 'input' });
const submitButton = (context: PlayContext) => context.canvas.getByRole('button', { name: storyText(context, AREA)('passwd.submit') });

/** Rule 15: a 7-character password is refused in the spec's words, kept in the field, and nothing is sent. */
export const ShortPasswordRefused: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const t = storyText(context, AREA);
    const password = await passwordInput(context, t('passwd.password.label'));
    await userEvent.type(password, 'kopi123');
    await userEvent.click(submitButton(context));
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining(t('issues:passwordCancelled', { min: PASSWORD_MIN_LENGTH }))));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveValue('kopi123');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Random makes passwords of 16, 17, 18, then 16 characters again, shown in the field; the toggle hides it. */
export const RandomCyclesLengths: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    const password = await passwordInput(context, t('passwd.password.label'));
    const random = canvas.getByRole('button', { name: t('passwd.password.random') });
    const lengths: number[] = [];
    for (let press = 0; press < 4; press += 1) {
      await userEvent.click(random);
      lengths.push(password.value.length);
    }
    await expect(lengths).toEqual([16, 17, 18, 16]);
    await expect(password.value).toMatch(/^[A-Za-z0-9]+$/);
    await expect(password).toHaveAttribute('type', 'text');
    const toggle = canvas.getByRole('button', { name: t('passwd.password.show') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(submitButton(context));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: password.value, mypasswd: '', pgpasswd: '' });
  },
};

/** A server with MySQL and PostgreSQL: both fields, optional; a short one is refused, an empty one keeps its password. */
export const DatabaseFieldsShown: Story = {
  args: { databases: { mysql: true, postgresql: true } },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await expect(canvas.getByRole('group', { name: t('passwd.databases.title') })).toBeVisible();
    const password = await passwordInput(context, t('passwd.password.label'));
    const mysql = await passwordInput(context, t('passwd.mysql.label'));
    const postgresql = await passwordInput(context, t('passwd.postgresql.label'));
    await userEvent.type(password, 'kopi-susu-2026');
    await userEvent.type(mysql, 'short');
    await userEvent.click(submitButton(context));
    await waitFor(() => expect(mysql).toHaveAccessibleDescription(expect.stringContaining(t('issues:passwordCancelled', { min: PASSWORD_MIN_LENGTH }))));
    await expect(postgresql).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(mysql, '-and-long');
    await userEvent.click(submitButton(context));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'kopi-susu-2026', mypasswd: 'short-and-long', pgpasswd: '' });
  },
};

/** A server with MySQL only (the legacy sga): no PostgreSQL field; without either, no database passwords at all. */
export const DatabaseFieldsHidden: Story = {
  args: { databases: { mysql: true, postgresql: false } },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, AREA);
    await expect(await passwordInput(context, t('passwd.mysql.label'))).toBeVisible();
    await expect(canvas.queryByLabelText(t('passwd.postgresql.label'), { exact: false, selector: 'input' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('passwd.postgresql.show') })).not.toBeInTheDocument();
  },
};

/** No database on the server: only the new password. */
export const NoDatabases: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, AREA);
    await expect(await passwordInput(context, t('passwd.password.label'))).toBeVisible();
    await expect(canvas.queryByRole('group', { name: t('passwd.databases.title') })).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText(t('passwd.mysql.label'), { exact: false, selector: 'input' })).not.toBeInTheDocument();
  },
};
