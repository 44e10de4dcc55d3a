import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText, type StoryTextContext } from '@storybook-helpers/story-text';
import { formatBytes } from '../../../rules/format';
import { HostDatabaseScreen } from './host-database';
import { BYTES_DATABASE, STUDIO_DATABASES, STUDIO_REDIS, STUDIO_USERNAME, hostDatabaseArgs } from './host-database.fixtures';

const meta = {
  title: 'Screens/Hosts/HostDatabase',
  component: HostDatabaseScreen,
  args: { ...hostDatabaseArgs, onRetry: fn(), onCreate: fn(async () => undefined), onDrop: fn(async () => undefined) },
} satisfies Meta<typeof HostDatabaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const languageOf = (context: StoryTextContext) => (context.loaded.panelI18n as { language: string }).language;
const [MYSQL_DATABASE] = STUDIO_DATABASES.filter((database) => database.Type === 'mysql');
const [REDIS_DATABASE] = STUDIO_REDIS;

/** Both lists: the SQL databases with type, size (a count of bytes in binary units) and tables; Redis passwords hidden until shown. */
export const Lists: Story = {
  tags: ['palettes'],
  args: { databases: [...STUDIO_DATABASES, BYTES_DATABASE] },
  play: async (context) => {
    const t = storyText(context, 'host-database');
    const { canvas } = context;
    const sql = within(canvas.getByRole('region', { name: t('sql.label') }));
    for (const database of STUDIO_DATABASES) await expect(sql.getByRole('rowheader', { name: database.name })).toBeVisible();
    await expect(sql.getByText('PostgreSQL')).toBeVisible();
    const bytesRow = within(sql.getByRole('rowheader', { name: BYTES_DATABASE.name }).closest('tr') ?? document.body);
    await expect(bytesRow.getByText(formatBytes(734_003_200, languageOf(context)))).toBeVisible();
    await expect(bytesRow.getByText(new Intl.NumberFormat(languageOf(context)).format(1204))).toBeVisible();

    const redis = within(canvas.getByRole('region', { name: t('redis.label') }));
    const name = isolateLtr(REDIS_DATABASE?.name ?? '');
    const password = REDIS_DATABASE?.password ?? '';
    await expect(redis.queryByText(password)).not.toBeInTheDocument();
    await expect(redis.getAllByRole('img', { name: t('redis.hidden') })).toHaveLength(STUDIO_REDIS.length);
    const show = redis.getByRole('button', { name: t('redis.show', { name }) });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expect(redis.getByText(password)).toBeVisible();
    await expect(redis.getByRole('button', { name: t('redis.copy', { name }) })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', databases: undefined, redis: undefined },
  play: async (context) => {
    const t = storyText(context, 'host-database');
    const { canvas, canvasElement } = context;
    // The create form works while the lists load.
    await expect(canvas.getByRole('button', { name: t('create.submit') })).toBeEnabled();
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(4);
    await expect(canvas.queryByRole('region', { name: t('sql.label') })).not.toBeInTheDocument();
  },
};

export const FetchError: Story = {
  args: { status: 'error', databases: undefined, redis: undefined },
  play: async (context) => {
    const alert = await context.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(storyText(context, 'common')('errors.fetch'));
    await userEvent.click(within(alert).getByRole('button', { name: storyText(context, 'ui')('retry') }));
    await expect(context.args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Neither kind has a database: the empty state under the create form. */
export const Empty: Story = {
  args: { status: 'empty', databases: [], redis: [] },
  play: async (context) => {
    const t = storyText(context, 'host-database');
    const { canvas } = context;
    await expect(canvas.getByRole('heading', { name: t('empty.title') })).toBeVisible();
    await expect(canvas.getByText(t('empty.text'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('create.submit') })).toBeEnabled();
  },
};

/** At 360 px: Redis refuses an uppercase name (also one typed for MySQL first) and a single letter, takes 'cache_2' and shows the full name; nothing overflows. */
export const CreateInvalidName: Story = {
  args: { databases: [STUDIO_DATABASES[0] ?? BYTES_DATABASE], redis: [] },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }} data-testid="narrow">
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    const t = storyText(context, 'host-database');
    const issues = storyText(context, 'issues');
    const { canvas, args } = context;
    await expect(canvas.getByTestId('narrow').scrollWidth).toBeLessThanOrEqual(360);
    await expect(canvas.getByText(t('redis.empty'))).toBeVisible();

    // 'Cache' is a good MySQL name; choosing Redis checks it again against Redis' rule.
    const name = canvas.getByRole('textbox', { name: t('create.name') });
    await userEvent.type(name, 'Cache');
    await userEvent.tab();
    await expect(name).not.toHaveAccessibleDescription(expect.stringContaining(issues('pattern')));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('create.kind') }), 'redis');
    await expect(name).toHaveAccessibleDescription(expect.stringContaining(issues('pattern')));
    await userEvent.click(canvas.getByRole('button', { name: t('create.submit') }));
    await expect(name).toHaveFocus();
    await userEvent.clear(name);
    await userEvent.type(name, 'c');
    await expect(name).toHaveAccessibleDescription(expect.stringContaining(issues('tooShort', { min: 2 })));
    await expect(args.onCreate).not.toHaveBeenCalled();

    await userEvent.type(name, 'ache_2');
    await expect(name).toHaveAccessibleDescription(expect.stringContaining(t('create.fullName', { name: isolateLtr(`${STUDIO_USERNAME.replaceAll('-', '_')}_cache_2`) })));
    await userEvent.click(canvas.getByRole('button', { name: t('create.submit') }));
    await expect(args.onCreate).toHaveBeenCalledWith({ kind: 'redis', name: 'cache_2' });
    await expect(canvas.getByTestId('narrow').scrollWidth).toBeLessThanOrEqual(360);
  },
};

/**
 * Drop asks twice. Cancel at the question or at the typed name sends nothing; the second dialog's button works only
 * once the exact name is typed (case counts).
 */
export const DropDoubleConfirmation: Story = {
  play: async (context) => {
    const t = storyText(context, 'host-database');
    const ui = storyText(context, 'ui');
    const { canvas, args } = context;
    const target = MYSQL_DATABASE?.name ?? '';
    const name = isolateLtr(target);
    const drop = canvas.getByRole('button', { name: t('drop.label', { name }) });
    const toSecondStep = async () => {
      await userEvent.click(drop);
      await userEvent.click(within(await screen.findByRole('dialog', { name: t('drop.ask.title', { name }) })).getByRole('button', { name: t('drop.ask.confirm') }));
      return within(await screen.findByRole('dialog', { name: t('drop.type.title', { name }) }));
    };

    await userEvent.click(drop);
    const ask = await screen.findByRole('dialog', { name: t('drop.ask.title', { name }) });
    await userEvent.click(within(ask).getByRole('button', { name: ui('cancel') }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    let typed = await toSecondStep();
    const confirm = typed.getByRole('button', { name: t('drop.type.confirm') });
    const input = typed.getByRole('textbox', { name: ui('typeToConfirm', { text: target }) });
    await expect(confirm).toBeDisabled();
    await userEvent.click(input);
    await userEvent.paste(target.toUpperCase());
    await expect(confirm).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.paste(target.slice(0, -1));
    await expect(confirm).toBeDisabled();
    await userEvent.type(input, target.slice(-1));
    await expect(confirm).toBeEnabled();
    await userEvent.click(typed.getByRole('button', { name: ui('cancel') }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onDrop).not.toHaveBeenCalled();

    typed = await toSecondStep();
    // A new opening starts empty: the name typed before the cancel is gone.
    await expect(typed.getByRole('button', { name: t('drop.type.confirm') })).toBeDisabled();
    await userEvent.click(typed.getByRole('textbox', { name: ui('typeToConfirm', { text: target }) }));
    await userEvent.paste(target);
    await userEvent.click(typed.getByRole('button', { name: t('drop.type.confirm') }));
    await expect(args.onDrop).toHaveBeenCalledOnce();
    await expect(args.onDrop).toHaveBeenCalledWith({ kind: 'mysql', name: target });
  },
};

/** A client: the lists without the create form and the drop buttons; Redis passwords can still be shown. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async (context) => {
    const t = storyText(context, 'host-database');
    const { canvas } = context;
    await expect(canvas.getByText(t('readOnly'))).toBeVisible();
    await expect(canvas.getByRole('region', { name: t('sql.label') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('create.submit') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: t('create.name') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('drop.label', { name: isolateLtr(MYSQL_DATABASE?.name ?? '') }) })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: t('table.actions') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('redis.show', { name: isolateLtr(REDIS_DATABASE?.name ?? '') }) })).toBeEnabled();
  },
};
