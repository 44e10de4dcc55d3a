import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { isolateLtr } from '@hostdeck/ui';
import { storyText } from '@storybook-helpers/story-text';
import { formatBytes, parseBackendDate } from '../../../rules/format';
import { TEAM_RECOUNT_COOLDOWN_MS } from '../../../rules/limits';
import { planMegabytesToBytes } from '../../../rules/usage';
import { homePath } from '../../../rules/paths';
import { TeamDetailScreen } from './team-detail';
import { FREE_FRAME, MEMBER_FRAME, OWNER_FRAME, TEAM_DETAIL_TITLE, teamDetailArgsOf } from './team-detail.fixtures';

const meta = {
  title: 'Screens/Team/TeamDetail',
  component: TeamDetailScreen,
  args: { ...teamDetailArgsOf(OWNER_FRAME), onSaveProfile: fn(), onRecount: fn() },
} satisfies Meta<typeof TeamDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const OWNER_TEAM = OWNER_FRAME.team;
const KIT = OWNER_FRAME.plan;
if (!KIT) throw new Error('team-detail stories: the studio has no plan');
const EVALUATED_MS = parseBackendDate(OWNER_TEAM.evaluated_at)?.getTime() ?? 0;

/** The owner sees the usage and the profile form; taking the suggested currency and saving sends the profile. */
export const Owner: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'team-detail');
    await expect(await canvas.findByRole('heading', { level: 1, name: TEAM_DETAIL_TITLE })).toBeVisible();
    await expect(canvas.getByText(KIT.alias)).toBeVisible();
    await expect(canvas.getByRole('meter', { name: t('usage.storage') })).toHaveAttribute('data-tone', 'normal');
    const form = within(canvas.getByRole('form', { name: t('profile.title') }));
    await expect(form.getByRole('textbox', { name: t('profile.name') })).toHaveValue(OWNER_TEAM.name);
    await expect(form.getByRole('combobox', { name: t('profile.country') })).toHaveValue('ID');
    await expect(form.getByRole('option', { name: t('profile.countryOption', { name: 'Indonesia', tel: isolateLtr('+62'), currency: 'IDR' }) })).toBeInTheDocument();
    await expect(form.getByRole('combobox', { name: t('profile.server') })).toHaveValue(String(OWNER_TEAM.default_server));
    await expect(form.getByRole('textbox', { name: t('profile.invoiceNote') })).toHaveValue(OWNER_TEAM.invoice_note ?? '');
    // The studio is in Indonesia but pays in usd: idr is offered.
    const currency = form.getByRole('combobox', { name: t('profile.currency') });
    await expect(currency).toHaveValue('usd');
    await userEvent.click(form.getByRole('button', { name: t('profile.useCurrency', { currency: 'IDR' }) }));
    await expect(currency).toHaveValue('idr');
    await expect(form.queryByRole('button', { name: t('profile.useCurrency', { currency: 'IDR' }) })).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: t('profile.save') }));
    await expect(args.onSaveProfile).toHaveBeenCalledWith({ name: OWNER_TEAM.name, country: 'ID', currency: 'idr', default_server: OWNER_TEAM.default_server, invoice_note: OWNER_TEAM.invoice_note });
    await expect(await form.findByRole('status')).toHaveTextContent(t('profile.saved'));
  },
};

/** Rules break: the name is too short and the note too long; nothing is sent and every edit stays. */
export const InvalidProfile: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'team-detail');
    const issues = storyText(context, 'issues');
    const name = await canvas.findByRole('textbox', { name: t('profile.name') });
    await userEvent.clear(name);
    await userEvent.type(name, 'ab');
    const country = canvas.getByRole('combobox', { name: t('profile.country') });
    await userEvent.selectOptions(country, 'JP');
    await userEvent.click(canvas.getByRole('button', { name: t('profile.save') }));
    await expect(name).toHaveAccessibleDescription(expect.stringContaining(issues('tooShort', { min: 3 })));
    await expect(name).toHaveFocus();
    await expect(name).toHaveValue('ab');
    await expect(country).toHaveValue('JP');
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
  },
};

/** A member sees the sub-account notice (team, plan, role) with the way back to the main account, and no form. */
export const Member: Story = {
  args: teamDetailArgsOf(MEMBER_FRAME),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'team-detail');
    const notice = await canvas.findByText(t('subAccount.text', { team: MEMBER_FRAME.team.name, plan: KIT.alias, role: t('roles.member') }));
    await expect(notice).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('subAccount.back') })).toHaveAttribute('href', homePath());
    await expect(canvas.queryByRole('form', { name: t('profile.title') })).not.toBeInTheDocument();
    // The usage is the team's, for everyone.
    await expect(canvas.getByRole('meter', { name: t('usage.users') })).toBeVisible();
  },
};

/** Instances at the limit warn; storage over the cap is an error; network under it stays normal. */
export const UsageTones: Story = {
  args: teamDetailArgsOf(OWNER_FRAME, { ...OWNER_TEAM, usage_instance: KIT.instance, usage_storage: planMegabytesToBytes(KIT.storage) + 1, usage_network: planMegabytesToBytes(KIT.network) }),
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyText(context, 'team-detail');
    const locale = String(globals.language);
    const limit = new Intl.NumberFormat(locale).format(KIT.instance);
    const instances = await canvas.findByRole('meter', { name: t('usage.instances') });
    await expect(instances).toHaveAttribute('data-tone', 'warning');
    await expect(instances).toHaveAttribute('aria-valuetext', t('usage.limitReached', { reading: t('usage.of', { used: limit, total: limit }) }));
    const storage = canvas.getByRole('meter', { name: t('usage.storage') });
    await expect(storage).toHaveAttribute('data-tone', 'error');
    // One byte over 12 GiB still reads 12 GiB: the tone and its words tell that it is over.
    const cap = formatBytes(planMegabytesToBytes(KIT.storage), locale);
    await expect(storage).toHaveAttribute('aria-valuetext', t('usage.overLimit', { reading: t('usage.of', { used: cap, total: cap }) }));
    // Reaching the network cap exactly is not over it.
    await expect(canvas.getByRole('meter', { name: t('usage.network') })).toHaveAttribute('data-tone', 'normal');
  },
};

const coolingDownClock = () => EVALUATED_MS + 3 * 60_000 + 25_000;

/** Evaluated 3 min 25 s ago: the recount waits 6:35 more. */
export const RecountCoolingDown: Story = {
  args: { clock: coolingDownClock },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'team-detail');
    const button = await canvas.findByRole('button', { name: t('recount.action') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(t('recount.wait', { time: isolateLtr('6:35') }));
  },
};

let startedAt = 0;
/** A clock 1.2 s before the cooldown ends when the story starts, running in real time from there. */
const nearlyDoneClock = () => EVALUATED_MS + TEAM_RECOUNT_COOLDOWN_MS - 1200 + (Date.now() - startedAt);

/** The cooldown runs out while the page is open: the button enables itself and the time left goes away. */
export const RecountReenables: Story = {
  args: { clock: nearlyDoneClock },
  beforeEach: () => {
    startedAt = Date.now();
  },
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyText(context, 'team-detail');
    const button = await canvas.findByRole('button', { name: t('recount.action') });
    await expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
    await expect(button).not.toHaveAccessibleDescription();
    await userEvent.click(button);
    await expect(args.onRecount).toHaveBeenCalledOnce();
  },
};

/** The free plan: its renewal hint, and servers above level 0 offered only as needing a higher plan. */
export const FreePlan: Story = {
  args: teamDetailArgsOf(FREE_FRAME),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'team-detail');
    await expect(await canvas.findByText(t('usage.freeHint', { months: 3, megabytes: 50 }))).toBeVisible();
    const servers = within(canvas.getByRole('combobox', { name: t('profile.server') }));
    const name = (title: string, endpoint: string) => t('profile.serverOption', { title, endpoint });
    await expect(servers.getByRole('option', { name: name('Singapore (ARM)', 'sgp.domcloud.co') })).toBeEnabled();
    await expect(servers.getByRole('option', { name: t('profile.needsUpgrade', { name: name('Washington DC', 'wdc.domcloud.co') }) })).toBeDisabled();
    await expect(servers.getByRole('option', { name: t('profile.needsUpgrade', { name: name('Osaka', 'osk.domcloud.co') }) })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: t('profile.currency') })).toHaveValue('idr');
  },
};

/** Right to left: the owner's page in Arabic, country names in Arabic. */
export const Arabic: Story = {
  globals: { language: 'ar' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, 'team-detail');
    await expect(await canvas.findByRole('heading', { level: 1, name: TEAM_DETAIL_TITLE })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const country = canvas.getByRole('combobox', { name: t('profile.country') });
    await expect(within(country).getByRole('option', { selected: true })).toHaveTextContent('إندونيسيا');
  },
};
