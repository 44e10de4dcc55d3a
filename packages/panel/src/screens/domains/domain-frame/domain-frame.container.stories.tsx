import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { DomainFrameScreenContainer } from './domain-frame.container';

const LOADED = { timeout: 5000 };

const meta = {
  title: 'Screens/Domains/DomainFrameContainer',
  component: DomainFrameScreenContainer,
  args: {
    domainId: 501,
    tab: 'renew',
    title: 'Renew domain',
    children: (frame) => <p data-testid="page">{`${frame.domain.name} ${frame.teamId} ${frame.teamBase} ${frame.title}`}</p>,
  },
} satisfies Meta<typeof DomainFrameScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An owner-paid domain (501): the page gets the domain, the team and the title; the header names it. */
export const Loaded: Story = {
  ...panelStory(),
  play: async (context) => {
    const t = storyText(context, 'domain-frame');
    await expect(await context.canvas.findByTestId('page', {}, LOADED)).toHaveTextContent('lestari.studio 101 /user Renew domain');
    await expect(context.canvas.getByText(t('status.active'))).toBeVisible();
    const nav = context.canvas.getByRole('navigation', { name: t('nav') });
    await expect(within(nav).getByRole('link', { name: t('tabs.renew') })).toHaveAttribute('href', '/user/domain/renew/501');
  },
};

/** A domain of no team of the user is an unknown page. */
export const NotFound: Story = {
  ...panelStory(),
  args: { domainId: 999_999 },
  play: async (context) => {
    await expect(await context.canvas.findByText(storyText(context, 'common')('notFound.title'), {}, LOADED)).toBeVisible();
    await expect(context.canvas.queryByTestId('page')).toBeNull();
  },
};

/** The domain cannot be loaded: the fetch error with retry under the page's title, and no page. */
export const Error: Story = {
  ...panelStory({ scenario: 'failing' }),
  play: async (context) => {
    const alert = await context.canvas.findByRole('alert', {}, LOADED);
    await expect(alert).toHaveTextContent(storyText(context, 'common')('errors.fetch'));
    await expect(within(alert).getByRole('button', { name: storyText(context, 'ui')('retry') })).toBeEnabled();
    await expect(context.canvas.getByRole('heading', { level: 1, name: 'Renew domain' })).toBeVisible();
    await expect(context.canvas.queryByTestId('page')).toBeNull();
  },
};

/** While the domain loads (every answer late): the page's title over a busy placeholder, and no page yet. */
export const Loading: Story = {
  ...panelStory({ scenario: 'slow' }),
  play: async (context) => {
    const heading = await context.canvas.findByRole('heading', { level: 1, name: 'Renew domain' }, LOADED);
    await expect(heading.closest('section')).toHaveAttribute('aria-busy', 'true');
    await expect(context.canvas.queryByTestId('page')).toBeNull();
  },
};
