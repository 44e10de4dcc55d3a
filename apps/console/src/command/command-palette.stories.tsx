import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText, type StoryText } from '@storybook-helpers/story-text';
import { CommandPalette } from './command-palette';
import { EMPTY_QUERY_HOST_LIMIT } from './command-search';
import { STORY_HOSTS, STORY_PAGES, StatefulPalette } from './story-fixtures';

const meta = {
  title: 'Console/Command/CommandPalette',
  component: CommandPalette,
  args: { open: true, onOpenChange: fn(), onSelect: fn(), pages: STORY_PAGES, hosts: STORY_HOSTS },
  render: (args) => <StatefulPalette {...args} />,
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPalette(t: StoryText<'shell'>) {
  const dialog = within(await screen.findByRole('dialog', { name: t('commandPalette.title') }));
  const input = dialog.getByRole('combobox', { name: t('commandPalette.title') });
  await waitFor(() => expect(input).toHaveFocus());
  return { dialog, input };
}

/** The options' text in order; only the open palette has any. */
function optionNames() {
  return screen.queryAllByRole('option').map((option) => option.textContent);
}

/** An empty search: every page in order, then the first hosts; the first entry is highlighted. */
export const PagesAndHosts: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const t = storyText(context, 'shell');
    const { dialog, input } = await openPalette(t);
    await expect(input).toHaveAttribute('placeholder', t('commandPalette.placeholder'));
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = dialog.getByRole('listbox', { name: t('commandPalette.title') });
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    const pages = within(dialog.getByRole('group', { name: t('commandPalette.goTo') })).getAllByRole('option');
    await expect(pages.map((option) => option.textContent)).toEqual(STORY_PAGES.map((page) => `${page.title}${page.group}`));
    const hosts = within(dialog.getByRole('group', { name: t('routes.hostList') })).getAllByRole('option');
    await expect(hosts.map((option) => option.textContent)).toEqual(STORY_HOSTS.slice(0, EMPTY_QUERY_HOST_LIMIT).map((host) => host.domain));
    await expect(pages[0]).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', pages[0]?.id);
    await expect(dialog.getAllByRole('option', { selected: true })).toHaveLength(1);
    // Near the top of the screen, and the close button sits beside the input at its end (the left in Arabic), not over it.
    const panel = screen.getByRole('dialog').getBoundingClientRect();
    await expect(panel.top).toBeCloseTo(window.innerHeight * 0.1, 0);
    const close = dialog.getByRole('button', { name: t('ui:close') }).getBoundingClientRect();
    const field = input.getBoundingClientRect();
    if (document.documentElement.dir === 'rtl') await expect(close.right).toBeLessThanOrEqual(field.left);
    else await expect(field.right).toBeLessThanOrEqual(close.left);
  },
};

/** Typing filters pages by title and hosts by domain, ignoring case and accents; prefix matches come first. */
export const TypingFilters: Story = {
  play: async (context) => {
    const t = storyText(context, 'shell');
    const { dialog, input } = await openPalette(t);
    await userEvent.type(input, 'WEB');
    await expect(optionNames()).toEqual(['WebsitesHosting', 'New websiteHosting', 'webmail.example.com']);
    await userEvent.clear(input);
    await userEvent.type(input, 'cafe');
    await expect(dialog.queryByRole('group', { name: t('commandPalette.goTo') })).not.toBeInTheDocument();
    await expect(optionNames()).toEqual(['café.example.org']);
    await expect(dialog.getByRole('option', { name: 'café.example.org' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '.io');
    await expect(optionNames()).toEqual(['docs.example.io', 'api.example.io']);
  },
};

/** Arrow keys move the highlight and wrap at both ends; Enter opens the highlighted host and closes the palette. */
export const KeyboardChoosesHost: Story = {
  play: async (context) => {
    const { args } = context;
    const { dialog, input } = await openPalette(storyText(context, 'shell'));
    await userEvent.type(input, 'example');
    const options = dialog.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(STORY_HOSTS.map((host) => host.domain));
    // Up from the first wraps to the last, down from the last back to the first.
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const cafe = dialog.getByRole('option', { name: 'café.example.org' });
    await expect(cafe).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', cafe.id);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith('/user/host/detail/103');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A click opens an entry too, without taking focus from the input first. */
export const ClickChoosesPage: Story = {
  play: async (context) => {
    const { args } = context;
    const { dialog } = await openPalette(storyText(context, 'shell'));
    await userEvent.click(dialog.getByRole('option', { name: 'Transfer domain Domains' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith('/user/domain/transfer');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Escape closes without choosing. */
export const EscapeCloses: Story = {
  play: async (context) => {
    const { args } = context;
    const { input } = await openPalette(storyText(context, 'shell'));
    await userEvent.type(input, 'blog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Nothing matches: a message instead of the list, and Enter does nothing. */
export const NoResults: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyText(context, 'shell');
    const { dialog, input } = await openPalette(t);
    await userEvent.type(input, 'zzz');
    await expect(dialog.getByText(t('commandPalette.noResults'))).toBeVisible();
    await expect(dialog.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: t('commandPalette.title') })).toBeVisible();
  },
};

/** Hosts still loading: the pages are there, with a spinner under them instead of hosts. */
export const LoadingHosts: Story = {
  args: { hosts: [], isLoadingHosts: true },
  play: async (context) => {
    const t = storyText(context, 'shell');
    const { dialog, input } = await openPalette(t);
    await expect(dialog.getByRole('status')).toHaveTextContent(t('ui:loading'));
    await expect(dialog.queryByRole('group', { name: t('routes.hostList') })).not.toBeInTheDocument();
    await userEvent.type(input, 'blog');
    // Nothing matches yet, but the hosts may still bring something: no "No results".
    await expect(dialog.queryByText(t('commandPalette.noResults'))).not.toBeInTheDocument();
    await expect(dialog.getByRole('status')).toBeVisible();
  },
};
