import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { COPY_TOOLTIP_MS } from '@hostdeck/ui';
import { PASSWORD_MASK } from '../../../rules/connection-strings';
import { HostManageScreen, type HostManageScreenProps } from './host-manage';
import { ALL_PASSWORDS_HOST, BLOG, BLOG_STATS, STUDIO, STUDIO_STATS, hostManageArgs, launcherUrlsOf } from './host-manage.fixtures';

const meta = {
  title: 'Screens/Hosts/HostManage',
  component: HostManageScreen,
  args: { ...hostManageArgs, onPasswordHiddenChange: fn(), onRetryStats: fn() },
} satisfies Meta<typeof HostManageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const MYSQL_PASSWORD = STUDIO_STATS?.mypasswd ?? '';
const POSTGRES_PASSWORD = STUDIO_STATS?.pgpasswd ?? '';
const SSH_PASSWORD = ALL_PASSWORDS_HOST.ssh_password;
const HOST_PASSWORD = STUDIO.host.password ?? '';
const STUDIO_USER = STUDIO.host.username;
const STUDIO_DB = `${STUDIO_USER.replaceAll('-', '_')}_db`;

/** The code a fact's term or a connection's heading stands over. */
function codeOf(label: HTMLElement): HTMLElement {
  const code = label.closest('div, li')?.querySelector('code');
  if (!(code instanceof HTMLElement)) throw new Error(`no value beside ${label.textContent ?? ''}`);
  return code;
}

/** The page as the container holds it: the lock/unlock choice in state. */
function WithChoice(props: HostManageScreenProps) {
  const [hidden, setHidden] = useState(props.isPasswordHidden);
  return (
    <HostManageScreen
      {...props}
      isPasswordHidden={hidden}
      onPasswordHiddenChange={(next) => {
        props.onPasswordHiddenChange(next);
        setHidden(next);
      }}
    />
  );
}

/** Replaces the clipboard for one story; the cleanup puts it back. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const original = navigator.clipboard.writeText;
  navigator.clipboard.writeText = writeText;
  return () => {
    navigator.clipboard.writeText = original;
  };
}

/** lestari.studio with an SSH, a MySQL and a PostgreSQL password of its own, shown; each web tool through the open call. */
export const AllPasswords: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const t = storyText(context, 'host-manage');
    const { canvas } = context;
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Manage' })).toBeVisible();
    for (const [term, value] of [
      [t('facts.hostname'), STUDIO.server.endpoint],
      [t('facts.ipv4'), STUDIO.server.ip],
      [t('facts.ipv6'), STUDIO.server.ip6 ?? ''],
      [t('facts.username'), STUDIO_USER],
      [t('facts.sshPassword'), SSH_PASSWORD],
      [t('facts.mysqlPassword'), MYSQL_PASSWORD],
      [t('facts.postgresPassword'), POSTGRES_PASSWORD],
    ] as const) {
      await expect(codeOf(canvas.getByText(term, { selector: 'dt' }))).toHaveTextContent(value);
    }
    const heading = (name: string) => canvas.getByRole('heading', { level: 3, name });
    await expect(codeOf(heading(t('connections.ssh')))).toHaveTextContent(`ssh ${STUDIO_USER}@${STUDIO.server.endpoint}`);
    await expect(canvas.getAllByRole('button', { name: t('copy.sshPassword') })).toHaveLength(2);
    await expect(codeOf(heading(t('connections.mysql')))).toHaveTextContent(`mysql -h localhost -u ${STUDIO_USER} -p${MYSQL_PASSWORD} ${STUDIO_DB}`);
    await expect(codeOf(heading(t('connections.postgres')))).toHaveTextContent(`postgresql://${STUDIO_USER}:${POSTGRES_PASSWORD}@localhost/${STUDIO_DB}`);
    // The host password serves SSH only where the host has no SSH password of its own.
    await expect(context.canvasElement.textContent).not.toContain(HOST_PASSWORD);

    const urls = launcherUrlsOf(STUDIO);
    for (const tool of ['filestash', 'webmin', 'phpmyadmin', 'phppgadmin', 'phprdadmin', 'webssh2'] as const) {
      const link = canvas.getByRole('link', { name: t(`tools.${tool}.name`) });
      await expect(link).toHaveAttribute('href', urls[tool]);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(canvas.getByRole('button', { name: t('passwords.hide') })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The blog on the team's own box: no password of its own, no IPv6, MySQL only; the host password serves MySQL. */
export const NoExtraPasswords: Story = {
  args: { host: BLOG.host, server: BLOG.server, stats: BLOG_STATS, launcherUrls: launcherUrlsOf(BLOG) },
  play: async (context) => {
    const t = storyText(context, 'host-manage');
    const { canvas } = context;
    await expect(await canvas.findByText(t('facts.noIpv6'))).toBeVisible();
    for (const term of [t('facts.sshPassword'), t('facts.mysqlPassword'), t('facts.postgresPassword')]) await expect(canvas.queryByText(term, { selector: 'dt' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('copy.ipv6') })).toBeNull();
    const user = BLOG.host.username;
    const mysql = canvas.getByRole('heading', { level: 3, name: t('connections.mysql') });
    await expect(codeOf(mysql)).toHaveTextContent(`mysql -h localhost -u ${user} -p${BLOG.host.password ?? ''} ${user.replaceAll('-', '_')}_db`);
    await expect(canvas.queryByRole('heading', { level: 3, name: t('connections.postgres') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('tools.phpmyadmin.name') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('tools.phppgadmin.name') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('tools.phprdadmin.name') })).toBeNull();
  },
};

/** Locked: every password shows as dots; unlock shows them, lock hides them again. */
export const PasswordsHiddenAndShown: Story = {
  args: { isPasswordHidden: true },
  render: (args) => <WithChoice {...args} />,
  play: async (context) => {
    const t = storyText(context, 'host-manage');
    const { canvas, canvasElement, args } = context;
    const toggle = await canvas.findByRole('button', { name: t('passwords.hide') });
    const secrets = [SSH_PASSWORD, MYSQL_PASSWORD, POSTGRES_PASSWORD];
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Three extra passwords, the SSH password, the MySQL and PostgreSQL strings.
    await expect(canvasElement.querySelectorAll('[data-slot="password-mask"]')).toHaveLength(6);
    for (const secret of secrets) await expect(canvasElement.textContent).not.toContain(secret);
    await expect(codeOf(canvas.getByRole('heading', { level: 3, name: t('connections.mysql') }))).toHaveTextContent(`-p${PASSWORD_MASK}${t('passwords.hidden')}`);

    await userEvent.click(toggle);
    await expect(args.onPasswordHiddenChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvasElement.querySelectorAll('[data-slot="password-mask"]')).toHaveLength(0);
    for (const secret of secrets) await expect(canvasElement.textContent).toContain(secret);

    await userEvent.click(toggle);
    await expect(args.onPasswordHiddenChange).toHaveBeenLastCalledWith(true);
    await expect(canvasElement.querySelectorAll('[data-slot="password-mask"]')).toHaveLength(6);
  },
};

let consoleError: ReturnType<typeof spyOn> | undefined;

/** Copying a hidden string copies the working one; a failed copy is only logged. */
export const CopyWhileHidden: Story = {
  args: { isPasswordHidden: true },
  beforeEach: () => {
    const restoreClipboard = stubClipboard(fn(() => Promise.resolve()));
    const spy = spyOn(console, 'error').mockImplementation(() => undefined);
    consoleError = spy;
    return () => {
      spy.mockRestore();
      restoreClipboard();
    };
  },
  play: async (context) => {
    const t = storyText(context, 'host-manage');
    const { canvas } = context;
    const copy = await canvas.findByRole('button', { name: t('copy.postgres') });
    // A scroll closes a tooltip (Radix): bring the button into view first, as a user would have before clicking.
    copy.scrollIntoView({ block: 'center' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const clickedAt = performance.now();
    await userEvent.click(copy);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(`postgresql://${STUDIO_USER}:${POSTGRES_PASSWORD}@localhost/${STUDIO_DB}`);
    const tooltip = await screen.findByRole('tooltip', { name: t('ui:copied') });
    await waitFor(() => expect(tooltip).not.toBeInTheDocument(), { timeout: COPY_TOOLTIP_MS * 6 });
    await expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(COPY_TOOLTIP_MS);

    await userEvent.click(canvas.getByRole('button', { name: t('copy.mysqlPassword') }));
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith(MYSQL_PASSWORD);

    navigator.clipboard.writeText = fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    await userEvent.click(canvas.getByRole('button', { name: t('copy.ssh') }));
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Could not copy to the clipboard', expect.any(DOMException)));
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** The folder box starts at public_html; the link follows what is typed, and Enter opens it. */
export const RemoteEditor: Story = {
  play: async (context) => {
    const t = storyText(context, 'host-manage');
    const { canvas, canvasElement } = context;
    const box = await canvas.findByRole('textbox', { name: t('editor.path') });
    const link = canvas.getByRole('link', { name: t('editor.open') });
    const server = STUDIO.server.endpoint;
    await expect(box).toHaveValue(`/home/${STUDIO_USER}/public_html`);
    await expect(link).toHaveAttribute('href', `vscode://vscode-remote/ssh-remote+${STUDIO_USER}@${server}/home/${STUDIO_USER}/public_html`);

    await userEvent.clear(box);
    await userEvent.type(box, 'domains/blog site');
    await expect(link).toHaveAttribute('href', `vscode://vscode-remote/ssh-remote+${STUDIO_USER}@${server}/home/${STUDIO_USER}/domains/blog%20site`);

    const opened: string[] = [];
    const capture = (event: MouseEvent) => {
      event.preventDefault();
      if (event.target instanceof HTMLAnchorElement) opened.push(event.target.href);
    };
    canvasElement.addEventListener('click', capture);
    try {
      await userEvent.type(box, '{Enter}');
    } finally {
      canvasElement.removeEventListener('click', capture);
    }
    await expect(opened).toEqual([link.getAttribute('href')]);
  },
};

/** The stats are on their way: the facts and SSH are there, the database parts wait under skeletons. */
export const StatsLoading: Story = {
  args: { statsStatus: 'loading', stats: undefined },
  play: async (context) => {
    const t = storyText(context, 'host-manage');
    const { canvas, canvasElement } = context;
    await expect(await canvas.findByRole('heading', { level: 3, name: t('connections.ssh') })).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[data-slot="extras-loading"]')).not.toBeNull();
    await expect(canvas.queryByRole('heading', { level: 3, name: t('connections.mysql') })).toBeNull();
    await expect(canvas.getByText(t('facts.sshPassword'), { selector: 'dt' })).toBeVisible();
    await expect(canvas.queryByText(t('facts.mysqlPassword'), { selector: 'dt' })).toBeNull();
  },
};

/** The stats call failed: the database strings say so with a retry; the rest of the page stays usable. */
export const StatsError: Story = {
  args: { statsStatus: 'error', stats: undefined },
  play: async (context) => {
    const t = storyText(context, 'host-manage');
    const { canvas, args } = context;
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('connections.statsError'));
    await userEvent.click(within(alert).getByRole('button', { name: t('ui:retry') }));
    await expect(args.onRetryStats).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('heading', { level: 3, name: t('connections.ssh') })).toBeVisible();
    await expect(canvas.queryByText(t('facts.mysqlPassword'), { selector: 'dt' })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('tools.webssh2.name') })).toBeVisible();
  },
};
