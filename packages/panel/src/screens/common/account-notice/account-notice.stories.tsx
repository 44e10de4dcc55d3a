import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { AccountNoticeBanner } from './account-notice';

const meta = {
  title: 'Screens/Common/AccountNotice',
  component: AccountNoticeBanner,
  args: { notice: { kind: 'banned' } },
} satisfies Meta<typeof AccountNoticeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A banned account (plan level -2): the spec's sentence. */
export const Banned: Story = {
  tags: ['palettes'],
  play: async (context) => {
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(storyText(context, 'common')('access.banned'));
  },
};

/** A suspended account: the notice and the server's reason, quoted as it came (inert text, never markup). */
export const Suspended: Story = {
  args: { notice: { kind: 'suspended', reason: 'Unpaid invoice <b>INV-2031</b>' } },
  play: async (context) => {
    const t = storyText(context, 'common');
    const notice = await context.canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(t('access.suspended'));
    await expect(notice).toHaveTextContent(t('access.suspendedReason'));
    await expect(notice).toHaveTextContent('Unpaid invoice <b>INV-2031</b>');
    await expect(notice.querySelector('b')).toBeNull();
  },
};
