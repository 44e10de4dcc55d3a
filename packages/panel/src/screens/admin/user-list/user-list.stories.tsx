import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { formatDate } from '../../../rules/format';
import { UserListScreen } from './user-list';
import { loginAsHref, userListArgs, userListPage } from './user-list.fixtures';

const meta = {
  title: 'Screens/Admin/UserList',
  component: UserListScreen,
  args: { ...userListArgs, onPageChange: fn(), onFilterChange: fn() },
} satisfies Meta<typeof UserListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageArgs = (page: number, email = '') => {
  const answer = userListPage(page, email);
  return { users: answer.users, page: answer.page, pageCount: answer.pages, filter: email, appliedFilter: email };
};

/** The first page: ID, Email, Created At and a Log in as link per account; Previous disabled, Next moves on. */
export const FirstPage: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas, args, userEvent } = context;
    const t = storyText(context, 'user-list');
    const ui = storyText(context, 'ui');
    await expect(await canvas.findByRole('heading', { level: 1, name: args.title })).toBeVisible();
    for (const header of [t('table.id'), t('table.email'), t('table.createdAt')]) await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    const found = canvas.getByRole('rowheader', { name: 'maya@lestari.studio' }).closest('tr');
    await expect(found).not.toBeNull();
    const row = found ?? context.canvasElement;
    const maya = args.users?.find((user) => user.email === 'maya@lestari.studio');
    await expect(within(row).getByText(formatDate(maya?.created_at, String(context.globals.language ?? 'en')) ?? '')).toBeVisible();
    const login = within(row).getByRole('link', { name: t('loginAsNamed', { email: 'maya@lestari.studio' }) });
    await expect(login).toHaveAttribute('href', loginAsHref('maya@lestari.studio'));
    await expect(login).toHaveTextContent(t('loginAs'));
    await expect(canvas.getAllByRole('link').filter((link) => link.textContent === t('loginAs'))).toHaveLength(20);
    await expect(canvas.getByRole('button', { name: ui('previous') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: ui('next') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** A middle page: both Previous and Next lead somewhere; the current page is marked. */
export const MiddlePage: Story = {
  args: pageArgs(2),
  play: async (context) => {
    const { canvas, args, userEvent } = context;
    const ui = storyText(context, 'ui');
    await expect(await canvas.findByRole('button', { name: ui('page', { page: 2 }) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('rowheader', { name: args.users?.[0]?.email ?? '' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ui('previous') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: ui('next') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** The last page: Next is disabled. */
export const LastPage: Story = {
  args: pageArgs(3),
  play: async (context) => {
    const { canvas } = context;
    const ui = storyText(context, 'ui');
    await expect(await canvas.findByRole('button', { name: ui('page', { page: 3 }) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: ui('next') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: ui('previous') })).toBeEnabled();
  },
};

/** Filtered by "lestari": the studio's three people on one page, no pagination; typing reports the new text. */
export const Filtered: Story = {
  args: pageArgs(1, 'lestari'),
  play: async (context) => {
    const { canvas, args, userEvent } = context;
    const t = storyText(context, 'user-list');
    const box = await canvas.findByRole('searchbox', { name: t('filter.label') });
    await expect(box).toHaveValue('lestari');
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['maya@lestari.studio', 'raka@lestari.studio', 'dewi@lestari.studio']);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    // The box is controlled: each keystroke reports the whole text, the story's args keep it as it was.
    await userEvent.type(box, 'x');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('lestarix');
  },
};

/** No email contains the filter: the note names it and the box keeps it. */
export const NoMatch: Story = {
  args: { ...pageArgs(1, 'nobody@nowhere'), status: 'empty' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'user-list');
    await expect(await canvas.findByText(t('noMatch', { email: 'nobody@nowhere' }))).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: t('filter.label') })).toHaveValue('nobody@nowhere');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Before the first answer: a skeleton under the title and the filter. */
export const Loading: Story = {
  args: { status: 'loading', users: undefined, pageCount: undefined },
  play: async (context) => {
    const { canvas, canvasElement, args } = context;
    await expect(await canvas.findByRole('heading', { level: 1, name: args.title })).toBeVisible();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The list failed: the fetch error with Try again. */
export const Error: Story = {
  args: { status: 'error', users: undefined, pageCount: undefined, onRetry: fn() },
  play: async (context) => {
    const { canvas, args, userEvent } = context;
    const common = storyText(context, 'common');
    await expect(await canvas.findByText(common('errors.fetch'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: common('errorBoundary.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
