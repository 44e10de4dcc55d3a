import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor } from 'storybook/test';
import { toast } from '@hostdeck/ui';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { HostPasswdScreenContainer } from './passwd.container';
import { SETTINGS_TITLES, SHOP_HOST_ID, detailHrefOf, frameOf } from './settings-forms.fixtures';

const meta = {
  title: 'Screens/Hosts/HostPasswdContainer',
  component: HostPasswdScreenContainer,
  args: { frame: frameOf(SHOP_HOST_ID, SETTINGS_TITLES.passwd) },
} satisfies Meta<typeof HostPasswdScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();
const changing = panelStory({ navigate });
const MYSQL_PASSWORD = 'kopi-susu-2026';

/**
 * shop.lestari.studio (1002) on wdc, which has MySQL and PostgreSQL: a random password and a new MySQL one are set,
 * the PostgreSQL one is left; the detail page opens.
 */
export const ChangesPassword: Story = {
  ...changing,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, 'host-settings');
    navigate.mockClear();
    const success = spyOn(toast, 'success');
    const byLabel = (label: string) => canvas.findByLabelText<HTMLInputElement>(label, { exact: false, selector: 'input' }, { timeout: 5000 });
    const password = await byLabel(t('passwd.password.label'));
    const postgresBefore = changing.store.state.hosts.find((host) => host.record.id === SHOP_HOST_ID)?.stats?.pgpasswd;
    await userEvent.click(canvas.getByRole('button', { name: t('passwd.password.random') }));
    await userEvent.type(await byLabel(t('passwd.mysql.label')), MYSQL_PASSWORD);
    await expect(await byLabel(t('passwd.postgresql.label'))).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: t('passwd.submit') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(detailHrefOf(SHOP_HOST_ID)), { timeout: 5000 });
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(success).toHaveBeenCalledWith(t('passwd.done'));
    const host = changing.store.state.hosts.find((item) => item.record.id === SHOP_HOST_ID);
    await expect(host?.record.password).toBe(password.value);
    await expect(password.value).toHaveLength(16);
    await expect(host?.stats?.mypasswd).toBe(MYSQL_PASSWORD);
    await expect(host?.stats?.pgpasswd).toBe(postgresBefore);
  },
};
