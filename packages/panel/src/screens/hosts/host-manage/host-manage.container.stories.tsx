import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { panelStory, panelStoryFailingOnce } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { HostManageScreenContainer } from './host-manage.container';
import { STUDIO, STUDIO_HOST_ID, STUDIO_STATS } from './host-manage.fixtures';
import { HIDE_PASSWORD_KEY } from './use-hide-password';

const meta = {
  title: 'Screens/Hosts/HostManageContainer',
  component: HostManageScreenContainer,
  args: { frame: STUDIO },
} satisfies Meta<typeof HostManageScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const USER = STUDIO.host.username;
const POSTGRES_URL = `postgresql://${USER}:${STUDIO_STATS?.pgpasswd ?? ''}@localhost/${USER.replaceAll('-', '_')}_db`;

/** The code under a connection's heading. */
function connectionCode(heading: HTMLElement): string {
  return heading.closest('li')?.querySelector('code')?.textContent ?? '';
}

/**
 * lestari.studio (1001): the passwords start hidden; unlocking keeps 'false' under hide-password and shows the
 * world's PostgreSQL password, locking keeps 'true'. The tools go through the open call of team 101.
 */
export const HideAndShow: Story = {
  ...panelStory(),
  play: async (context) => {
    const t = storyText(context, 'host-manage');
    const { canvas } = context;
    const postgres = await canvas.findByRole('heading', { level: 3, name: t('connections.postgres') }, { timeout: 5000 });
    await expect(window.localStorage.getItem(HIDE_PASSWORD_KEY)).toBeNull();
    const toggle = canvas.getByRole('button', { name: t('passwords.hide') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(connectionCode(postgres)).not.toContain(STUDIO_STATS?.pgpasswd ?? '');

    await userEvent.click(toggle);
    await expect(window.localStorage.getItem(HIDE_PASSWORD_KEY)).toBe('false');
    await expect(connectionCode(postgres)).toBe(POSTGRES_URL);

    await userEvent.click(toggle);
    await expect(window.localStorage.getItem(HIDE_PASSWORD_KEY)).toBe('true');
    await expect(connectionCode(postgres)).not.toContain(STUDIO_STATS?.pgpasswd ?? '');

    await expect(canvas.getByRole('link', { name: t('tools.webmin.name') })).toHaveAttribute('href', `/userapi/team/101/host/open/${STUDIO_HOST_ID}?open=webmin`);
  },
};

const failingStats = panelStoryFailingOnce(`*/userapi/host/stat/${STUDIO_HOST_ID}`);

/** A stored 'false' shows the passwords from the start; the stats call fails once and its retry brings the strings. */
export const StoredChoiceAndStatsRetry: Story = {
  ...failingStats,
  beforeEach: () => {
    failingStats.beforeEach();
    window.localStorage.setItem(HIDE_PASSWORD_KEY, 'false');
  },
  play: async (context) => {
    const t = storyText(context, 'host-manage');
    const { canvas } = context;
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('connections.statsError'));
    await expect(canvas.getByRole('button', { name: t('passwords.hide') })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(alert).getByRole('button', { name: t('ui:retry') }));
    const postgres = await canvas.findByRole('heading', { level: 3, name: t('connections.postgres') }, { timeout: 5000 });
    await expect(connectionCode(postgres)).toBe(POSTGRES_URL);
  },
};
