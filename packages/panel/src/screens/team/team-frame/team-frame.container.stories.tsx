import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { TeamFrameScreenContainer } from './team-frame.container';

const LOADED = { timeout: 5000 };

const meta = {
  title: 'Screens/Team/TeamFrameContainer',
  component: TeamFrameScreenContainer,
  args: {
    page: 'upgrade',
    title: 'Upgrade',
    children: (frame) => <p data-testid="page">{`${frame.team.name} ${frame.role} ${frame.plan?.alias ?? '-'} ${frame.title}`}</p>,
  },
} satisfies Meta<typeof TeamFrameScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner: every tab, History included, and the page gets the team, its plan and the role. */
export const Owner: Story = {
  ...panelStory(),
  tags: ['palettes'],
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'shell');
    await expect(await canvas.findByTestId('page', {}, LOADED)).toHaveTextContent('Lestari Studio owner Kit Upgrade');
    const tabs = within(canvas.getByRole('navigation', { name: t('nav.team') }));
    const titles = [t('routes.teamDetail'), t('routes.teamMember'), t('routes.teamUpgrade'), t('routes.teamInvoice'), t('routes.teamHistory')];
    await expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(titles);
    await expect(tabs.getByRole('link', { name: t('routes.teamUpgrade') })).toHaveAttribute('aria-current', 'page');
  },
};

/** A client: no Upgrade, Invoice or History tab, and the member message in place of the upgrade page. */
export const Client: Story = {
  ...panelStory({ scenario: 'client' }),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'shell');
    await expect(await canvas.findByText(storyText(context, 'common')('access.roleNotAllowed'), {}, LOADED)).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: t('nav.team') }));
    await expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([t('routes.teamDetail'), t('routes.teamMember')]);
    await expect(canvas.queryByTestId('page')).toBeNull();
  },
};

/** A member may open Upgrade and Invoice, not History. */
export const MemberOnHistory: Story = {
  ...panelStory({ scenario: 'member' }),
  args: { page: 'history', title: 'Archives' },
  play: async (context) => {
    const { canvas } = context;
    await expect(await canvas.findByText(storyText(context, 'common')('access.roleNotAllowed'), {}, LOADED)).toBeVisible();
    const tabs = within(canvas.getByRole('navigation', { name: storyText(context, 'shell')('nav.team') }));
    await expect(tabs.getAllByRole('link')).toHaveLength(4);
  },
};
