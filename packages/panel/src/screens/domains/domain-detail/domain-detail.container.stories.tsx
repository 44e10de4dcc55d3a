import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { DomainFrameScreenContainer } from '../domain-frame/domain-frame.container';
import { DomainDetailScreenContainer } from './domain-detail.container';

const LOADED = { timeout: 5000 };

/** The page as the console shows it: inside the domain frame, with the `msg` query parameter. */
function DomainDetailPage({ domainId, message }: { domainId: number; message?: string }) {
  return (
    <DomainFrameScreenContainer domainId={domainId} tab="detail" title="Domain details">
      {(frame) => <DomainDetailScreenContainer frame={frame} message={message} />}
    </DomainFrameScreenContainer>
  );
}

const meta = {
  title: 'Screens/Domains/DomainDetailContainer',
  component: DomainDetailPage,
  args: { domainId: 503 },
} satisfies Meta<typeof DomainDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const payNavigate = fn();

/** The owner pays the pending order (503): the answer's redirect brings the page back with the success message. */
export const PayPending: Story = {
  ...panelStory({ navigate: payNavigate }),
  beforeEach: () => payNavigate.mockClear(),
  play: async (context) => {
    const t = storyText(context, 'domain-detail');
    await userEvent.click(await context.canvas.findByRole('button', { name: t('actions.pay') }, LOADED));
    await waitFor(() => expect(payNavigate).toHaveBeenCalledWith('/user/domain/detail/503?msg=Command%20Complete%20Successfully'), LOADED);
  },
};

const deleteNavigate = fn();
const deleteWorld = panelStory({ navigate: deleteNavigate });

/** The owner deletes the removed domain (505) after confirming: back to the domain list, the domain gone from the world. */
export const DeleteRemoved: Story = {
  ...deleteWorld,
  args: { domainId: 505 },
  beforeEach: () => deleteNavigate.mockClear(),
  play: async (context) => {
    const t = storyText(context, 'domain-detail');
    await userEvent.click(await context.canvas.findByRole('button', { name: t('actions.delete') }, LOADED));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: t('delete.confirm') }));
    await waitFor(() => expect(deleteNavigate).toHaveBeenCalledWith('/user/domain'), LOADED);
    await expect(deleteWorld.store.state.domains.some((domain) => domain.id === 505)).toBe(false);
  },
};

/** Back from an action (`msg=Command Complete Successfully`) on the verified domain 501: the notice, no verification panel. */
export const SuccessNotice: Story = {
  ...panelStory(),
  args: { domainId: 501, message: 'Command Complete Successfully' },
  play: async (context) => {
    const t = storyText(context, 'domain-detail');
    await expect(await context.canvas.findByText(t('success'), {}, LOADED)).toBeVisible();
    await expect(context.canvas.queryByText(t('verify.title'))).toBeNull();
  },
};

/** A member (Lestari Studio) on the pending order 503: the payment, but no delete (the server keeps that for managers). */
export const MemberPendingNoDelete: Story = {
  ...panelStory({ scenario: 'member' }),
  args: { domainId: 503 },
  play: async (context) => {
    const t = storyText(context, 'domain-detail');
    await expect(await context.canvas.findByRole('button', { name: t('actions.pay') }, LOADED)).toBeVisible();
    await expect(context.canvas.queryByRole('button', { name: t('actions.delete') })).toBeNull();
  },
};
