import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { UserListScreenContainer } from './user-list.container';
import { userListPage } from './user-list.fixtures';

const meta = {
  title: 'Screens/Admin/UserListContainer',
  component: UserListScreenContainer,
  args: { title: 'Users', page: 1, email: '', onPageChange: fn(), onEmailChange: fn() },
} satisfies Meta<typeof UserListScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page and the filter kept as the console keeps them in the URL: a new filter goes back to the first page. */
function UserListWithUrlState() {
  const [page, setPage] = useState(1);
  const [email, setEmail] = useState('');
  const changeEmail = (next: string) => {
    setEmail(next);
    setPage(1);
  };
  return <UserListScreenContainer title="Users" page={page} email={email} onPageChange={setPage} onEmailChange={changeEmail} />;
}

const rowEmails = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('rowheader').map((cell) => cell.textContent);

/** The administrator pages to page 2, then filters by "Lestari": the studio's three people, from page 1 again. */
export const Administrator: Story = {
  ...panelStory({ scenario: 'admin' }),
  render: () => <UserListWithUrlState />,
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const t = storyText(context, 'user-list');
    const ui = storyText(context, 'ui');
    const [first, second] = [userListPage(1), userListPage(2)];
    await expect(await canvas.findByRole('rowheader', { name: first.users[0]?.email ?? '' }, { timeout: 5000 })).toBeVisible();
    await expect(rowEmails(canvasElement)).toEqual(first.users.map((user) => user.email));
    await userEvent.click(canvas.getByRole('button', { name: ui('next') }));
    await waitFor(() => expect(rowEmails(canvasElement)).toEqual(second.users.map((user) => user.email)));
    await expect(canvas.getByRole('button', { name: ui('page', { page: 2 }) })).toHaveAttribute('aria-current', 'page');
    await userEvent.type(canvas.getByRole('searchbox', { name: t('filter.label') }), 'Lestari');
    await waitFor(() => expect(rowEmails(canvasElement)).toEqual(['maya@lestari.studio', 'raka@lestari.studio', 'dewi@lestari.studio']));
    await expect(canvas.queryByRole('navigation', { name: ui('pagination') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('loginAsNamed', { email: 'raka@lestari.studio' }) })).toHaveAttribute('href', '/userapi/loginas?email=raka%40lestari.studio');
  },
};

/** A filter no email matches: the note names it. */
export const NoMatch: Story = {
  ...panelStory({ scenario: 'admin' }),
  args: { email: 'nobody@nowhere' },
  tags: ['!autodocs'],
  play: async (context) => {
    const t = storyText(context, 'user-list');
    await expect(await context.canvas.findByText(t('noMatch', { email: 'nobody@nowhere' }), {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Anyone but the administrator (here Maya, an owner) gets the not-allowed page, and the list is never asked for. */
export const NotAdministrator: Story = {
  ...panelStory(),
  tags: ['!autodocs'],
  play: async (context) => {
    const common = storyText(context, 'common');
    await expect(await context.canvas.findByRole('heading', { level: 1, name: common('access.notAllowedTitle') }, { timeout: 5000 })).toBeVisible();
    await expect(context.canvas.getByText(common('access.adminOnly'))).toBeVisible();
    await expect(context.canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** A page past the end (?page=99): the server refuses it and the list goes back to the first page. */
export const PagePastEnd: Story = {
  ...panelStory({ scenario: 'admin' }),
  args: { page: 99 },
  tags: ['!autodocs'],
  play: async (context) => {
    await waitFor(() => expect(context.args.onPageChange).toHaveBeenCalledWith(1), { timeout: 5000 });
  },
};

const failing = panelStory({ scenario: 'admin' });

/** users/list fails: the fetch error with Try again under the title and the filter. */
export const Error: Story = {
  ...failing,
  parameters: { msw: { handlers: { world: [http.get('/userapi/users/list', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })), ...failing.parameters.msw.handlers.world] } } },
  tags: ['!autodocs'],
  play: async (context) => {
    const common = storyText(context, 'common');
    const alert = await context.canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(common('errors.fetch'));
    await expect(within(alert).getByRole('button', { name: storyText(context, 'ui')('retry') })).toBeEnabled();
    await expect(context.canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  },
};
