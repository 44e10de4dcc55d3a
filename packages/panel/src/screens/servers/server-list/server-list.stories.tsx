import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { SERVER_ALIAS_MAX_LENGTH } from '../../../rules/limits';
import { ServerListScreen } from './server-list';
import { SELF_HOSTED_SERVER_ID, STUDIO_TEAM_NAME, TEAM_SERVERS } from './server-list.fixtures';

const meta = {
  title: 'Screens/Servers/ServerList',
  component: ServerListScreen,
  args: {
    title: 'Servers',
    teamName: STUDIO_TEAM_NAME,
    status: 'content',
    servers: TEAM_SERVERS,
    canCreate: true,
    hrefOf: (server) => `/user/server/detail/${server.id}`,
    onCreate: fn(),
  },
} satisfies Meta<typeof ServerListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const selfHosted = TEAM_SERVERS.find((server) => server.id === SELF_HOSTED_SERVER_ID);

export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const t = storyText(context, 'server-list');
    const canvas = context.canvas;
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: t('table.label', { team: STUDIO_TEAM_NAME }) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: selfHosted?.title ?? '' })).toHaveAttribute('href', `/user/server/detail/${SELF_HOSTED_SERVER_ID}`);
    await expect(canvas.getAllByRole('row')).toHaveLength(TEAM_SERVERS.length + 1);
    await expect(canvas.getByText(t('kind.selfHosted'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('actions.add') })).toBeEnabled();
  },
};

export const MemberView: Story = {
  args: { canCreate: false },
  play: async (context) => {
    const t = storyText(context, 'server-list');
    await expect(await context.canvas.findByRole('region', { name: t('table.label', { team: STUDIO_TEAM_NAME }) })).toBeVisible();
    await expect(context.canvas.queryByRole('button', { name: t('actions.add') })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { servers: [] },
  play: async (context) => {
    const t = storyText(context, 'server-list');
    await expect(await context.canvas.findByRole('heading', { name: t('empty.title') })).toBeVisible();
    await expect(context.canvas.getByText(t('empty.description'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', servers: undefined },
  play: async (context) => {
    const t = storyText(context, 'server-list');
    await expect(await context.canvas.findByRole('heading', { level: 1, name: 'Servers' })).toBeVisible();
    await expect(context.canvas.queryByRole('region', { name: t('table.label', { team: STUDIO_TEAM_NAME }) })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error', servers: undefined, onRetry: fn() },
  play: async (context) => {
    const common = storyText(context, 'common');
    await expect(await context.canvas.findByText(common('errors.fetch'))).toBeVisible();
    await userEvent.click(context.canvas.getByRole('button', { name: common('errorBoundary.retry') }));
    await expect(context.args.onRetry).toHaveBeenCalled();
  },
};

/** account-area 5: alias a URL of at most 40, description and (on create) secret required; nothing is sent. */
export const CreateFormErrors: Story = {
  play: async (context) => {
    const t = storyText(context, 'server-list');
    const issues = storyText(context, 'issues');
    await userEvent.click(await context.canvas.findByRole('button', { name: t('actions.add') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('form.createTitle') }));
    const alias = dialog.getByRole('textbox', { name: t('form.alias') });
    await userEvent.click(dialog.getByRole('button', { name: t('form.create') }));
    await expect(alias).toHaveAccessibleDescription(expect.stringContaining(issues('required')));
    await expect(dialog.getByRole('textbox', { name: t('form.description') })).toHaveAccessibleDescription(expect.stringContaining(issues('required')));
    await expect(dialog.getByLabelText(t('form.pass'), { exact: false, selector: 'input' })).toHaveAccessibleDescription(expect.stringContaining(issues('required')));

    await userEvent.type(alias, 'bridge lestari');
    await expect(alias).toHaveAccessibleDescription(expect.stringContaining(issues('url')));
    await userEvent.clear(alias);
    await userEvent.type(alias, `https://${'b'.repeat(21)}.example.com`);
    await expect(alias).toHaveAccessibleDescription(expect.stringContaining(issues('tooLong', { max: SERVER_ALIAS_MAX_LENGTH })));
    await expect(context.args.onCreate).not.toHaveBeenCalled();
  },
};

export const CreateSubmits: Story = {
  play: async (context) => {
    const t = storyText(context, 'server-list');
    await userEvent.click(await context.canvas.findByRole('button', { name: t('actions.add') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('form.createTitle') }));
    await userEvent.type(dialog.getByRole('textbox', { name: t('form.alias') }), 'https://bridge.warungsenja.id');
    await userEvent.type(dialog.getByRole('textbox', { name: t('form.description') }), 'Warung back office');
    await userEvent.type(dialog.getByLabelText(t('form.pass'), { exact: false, selector: 'input' }), 'c0ffee-bridge-secret');
    await userEvent.click(dialog.getByRole('button', { name: t('form.create') }));
    await expect(context.args.onCreate).toHaveBeenCalledWith({ alias: 'https://bridge.warungsenja.id', description: 'Warung back office', pass: 'c0ffee-bridge-secret' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
