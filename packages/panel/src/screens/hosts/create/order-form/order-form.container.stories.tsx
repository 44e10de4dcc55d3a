import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { toast } from '@hostdeck/ui';
import { applyDnsChanges, createHandlers, parseDnsChange, type WorldStore } from '@hostdeck/mock-api';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText, storyTextPattern } from '@storybook-helpers/story-text';
import { DEFAULT_DOH_URL } from '../../../../api/http/deploy-external';
import { OrderFormScreenContainer } from './order-form.container';
import { ORDER_SERVERS, SGP_IP } from './order-form.fixtures';

const TEMPLATE = 'features:\n  - mysql\nnginx:\n  root: public_html\n';

const meta = {
  title: 'Screens/Hosts/OrderFormContainer',
  component: OrderFormScreenContainer,
  args: { template: TEMPLATE, onCreated: fn() },
} satisfies Meta<typeof OrderFormScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const AREA = 'order-form';

async function typeInto(context: PlayContext, input: HTMLElement, text: string) {
  await context.userEvent.clear(input);
  await context.userEvent.type(input, text);
}

/** Switches the form to a custom domain with the given portal username and domain. */
async function chooseCustomDomain(context: PlayContext, username: string, domain: string) {
  const { canvas, userEvent } = context;
  const t = storyText(context, AREA);
  await userEvent.selectOptions(await canvas.findByRole('combobox', { name: t('domain.label') }), t('domain.custom'));
  await typeInto(context, canvas.getByRole('textbox', { name: t('name.usernameLabel') }), username);
  await typeInto(context, canvas.getByRole('textbox', { name: t('domain.customLabel') }), domain);
}

const submitButton = (context: PlayContext) => context.canvas.getByRole('button', { name: storyText(context, AREA)('submit') });
/** The password input (no textbox role while hidden). */
const passwordInput = (context: PlayContext) => context.canvas.getByLabelText<HTMLInputElement>(storyText(context, AREA)('password.label'), { exact: false, selector: 'input' });

/** The domain check's message (its domains and IPs are marked as data, so the text spans elements). */
const findCheck = (context: PlayContext, text: string | RegExp) =>
  context.canvas.findByText((_, element) => {
    if (element?.getAttribute('data-slot') !== 'alert-description') return false;
    const content = element.textContent ?? '';
    return typeof text === 'string' ? content === text : text.test(content);
  });

const ordering = panelStory();

/** The team's default server (sgp) and its wildcard domain come first, with a random name and password; ordering creates the host. */
export const Default: Story = {
  ...ordering,
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyText(context, AREA);
    await expect(await canvas.findByRole('combobox', { name: t('server.label') })).toHaveValue('2');
    await expect(canvas.getByRole<HTMLInputElement>('textbox', { name: t('name.hostLabel') }).value).toMatch(/^[a-z]+-[a-z]+-[a-z]{3}$/);
    await expect(passwordInput(context).value).toHaveLength(18);
    await typeInto(context, canvas.getByRole('textbox', { name: t('name.hostLabel') }), 'fresh-site');
    await expect(await findCheck(context, t('check.validPlatform', { domain: 'fresh-site.dom.my.id' }))).toBeInTheDocument();
    await context.userEvent.click(submitButton(context));
    // The create call goes through the simulated world: give it more than waitFor's default second on a busy machine.
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledOnce(), { timeout: 5000 });
    const created = ordering.store.state.hosts.find((host) => host.record.username === 'fresh-site');
    await expect(created?.record.domain).toBe('fresh-site.dom.my.id');
    await expect(args.onCreated).toHaveBeenCalledWith(created?.record.id);
  },
};

const slow = panelStory();

/** The team's hosts come late: the form's skeleton stands until every answer is in. */
export const Loading: Story = {
  ...slow,
  tags: ['!autodocs'],
  parameters: { msw: { handlers: { world: createHandlers(slow.store, { latency: (call) => (call === 'listHosts' ? 1500 : undefined) }) } } },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, AREA);
    await expect(await canvas.findByTestId('order-form-skeleton')).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: t('title') }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByTestId('order-form-skeleton')).not.toBeInTheDocument();
  },
};

const failing = panelStory({ scenario: 'failing' });

/** The team's hosts cannot be read: the error with its retry, which brings the form once the server answers again. */
export const Error: Story = {
  ...failing,
  tags: ['!autodocs'],
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await expect(await canvas.findByText(t('common:errors.fetch'))).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t('title') })).not.toBeInTheDocument();
    failing.store.update((draft) => void (draft.behaviour.failing = false));
    await userEvent.click(canvas.getByRole('button', { name: t('ui:retry') }));
    await expect(await canvas.findByRole('heading', { name: t('title') })).toBeVisible();
  },
};

export const FailedSubmitKeepsEdits: Story = {
  ...panelStory(),
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyText(context, AREA);
    const name = await canvas.findByRole('textbox', { name: t('name.hostLabel') });
    // lestari-web is an existing host's username.
    await typeInto(context, name, 'lestari-web');
    await typeInto(context, passwordInput(context), 'my-own-password');
    await expect(await findCheck(context, t('check.validPlatform', { domain: 'lestari-web.dom.my.id' }))).toBeInTheDocument();
    await context.userEvent.click(submitButton(context));
    // The server's message (its own words) lands on the field it names (its `username` is the form's host name).
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('The username is already taken.')));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t('errors.submitFailed'))).toBeInTheDocument();
    await expect(name).toHaveValue('lestari-web');
    await expect(passwordInput(context)).toHaveValue('my-own-password');
    await expect(canvas.getByRole('combobox', { name: t('server.label') })).toHaveValue('2');
    await expect(submitButton(context)).toBeEnabled();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

const unanswered = panelStory({ timeoutMs: 1500 });

/** The server never answers the order: after the time limit the form says so with the spec's text and keeps every edit. */
export const TimedOutSubmitKeepsEdits: Story = {
  ...unanswered,
  parameters: {
    msw: {
      handlers: {
        world: [
          http.post('/userapi/team/:teamId/host/create', async () => {
            await delay('infinite');
            return new HttpResponse(null, { status: 204 });
          }),
          ...createHandlers(unanswered.store),
        ],
      },
    },
  },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyText(context, AREA);
    const name = await canvas.findByRole('textbox', { name: t('name.hostLabel') });
    await typeInto(context, name, 'quiet-site');
    await typeInto(context, passwordInput(context), 'my-own-password');
    await expect(await findCheck(context, t('check.validPlatform', { domain: 'quiet-site.dom.my.id' }))).toBeInTheDocument();
    await context.userEvent.click(submitButton(context));
    const failure = (await canvas.findByText(t('errors.submitFailed'), undefined, { timeout: 5000 })).closest('[data-slot="alert"]');
    await expect(failure).toHaveTextContent(t('common:errors.network'));
    await expect(name).toHaveValue('quiet-site');
    await expect(passwordInput(context)).toHaveValue('my-own-password');
    await expect(submitButton(context)).toBeEnabled();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

const doubleClicked = panelStory();
/** The create-host requests the simulated server received. */
const createRequests: string[] = [];

/** A double click on "Create website" sends one create request, creates one host and reports success once. */
export const DoubleClickCreatesOnce: Story = {
  ...doubleClicked,
  parameters: {
    msw: {
      handlers: {
        world: [
          // Records the request and falls through to the simulated server.
          http.post('*/userapi/team/:teamId/host/create', ({ request }) => void createRequests.push(request.url)),
          ...createHandlers(doubleClicked.store),
        ],
      },
    },
  },
  beforeEach: () => {
    createRequests.length = 0;
    return doubleClicked.beforeEach();
  },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyText(context, AREA);
    await typeInto(context, await canvas.findByRole('textbox', { name: t('name.hostLabel') }), 'twice-clicked');
    await expect(await findCheck(context, t('check.validPlatform', { domain: 'twice-clicked.dom.my.id' }))).toBeInTheDocument();
    // Two clicks in one task, before React can disable the button, as a fast double click lands.
    submitButton(context).click();
    submitButton(context).click();
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledOnce(), { timeout: 5000 });
    await expect(createRequests).toHaveLength(1);
    await expect(doubleClicked.store.state.hosts.filter((host) => host.record.username === 'twice-clicked')).toHaveLength(1);
    await expect(canvas.queryByText(t('errors.submitFailed'))).not.toBeInTheDocument();
  },
};

/** Adds an A record to the zone of the team's lestari.studio (the world's DNS answers from it). */
function addStudioRecord(store: WorldStore, line: string) {
  store.update((draft) => {
    const zone = draft.hosts.find((host) => host.record.domain === 'lestari.studio')?.zone;
    const change = parseDnsChange(line);
    if (zone && typeof change !== 'string') applyDnsChanges(zone, [change]);
  });
}

/** The names the DNS-over-HTTPS resolver was asked about, in order. */
const lookedUp: string[] = [];
/** Records the lookup and falls through to the simulated resolver. */
const recordLookups = http.get(DEFAULT_DOH_URL, ({ request }) => void lookedUp.push(new URL(request.url).searchParams.get('name') ?? ''));

// promo.lestari.studio still points at the studio's old landing page on GitHub Pages.
const pointingElsewhere = panelStory({ prepare: (store) => addStudioRecord(store, 'add a promo 185.199.108.153') });

export const CustomDomainPointsElsewhere: Story = {
  ...pointingElsewhere,
  parameters: { msw: { handlers: { world: [recordLookups, ...createHandlers(pointingElsewhere.store)] } } },
  beforeEach: () => {
    lookedUp.length = 0;
    return pointingElsewhere.beforeEach();
  },
  play: async (context) => {
    const t = storyText(context, AREA);
    await chooseCustomDomain(context, 'lestari-promo', 'promo.lestari.studio');
    await expect(await findCheck(context, t('check.incorrect', { domain: 'promo.lestari.studio', found: '185.199.108.153', ip: SGP_IP }))).toBeInTheDocument();
    await expect(submitButton(context)).toBeDisabled();
    // Typed key by key, the domain is looked up once, 500 ms after the last key.
    await expect(lookedUp).toEqual(['promo.lestari.studio']);
  },
};

export const CustomDomainMissing: Story = {
  ...panelStory(),
  play: async (context) => {
    await chooseCustomDomain(context, 'new-shop-web', 'brand-new-shop.com');
    await expect(await findCheck(context, storyTextPattern(context, AREA, 'check.missing'))).toBeInTheDocument();
    await expect(submitButton(context)).toBeDisabled();
  },
};

const WDC_IP = ORDER_SERVERS.find((server) => server.id === 3)?.ip ?? '';

export const CustomDomainAtTheServer: Story = {
  // landing.lestari.studio already points at wdc, where no website has it yet.
  ...panelStory({ prepare: (store) => addStudioRecord(store, `add a landing ${WDC_IP}`) }),
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: t('server.label') }), '3');
    await chooseCustomDomain(context, 'lestari-landing', 'landing.lestari.studio');
    await expect(await findCheck(context, t('check.valid', { domain: 'landing.lestari.studio' }))).toBeInTheDocument();
    await expect(submitButton(context)).toBeEnabled();
  },
};

const failingLookup = panelStory();

export const LookupFails: Story = {
  ...failingLookup,
  parameters: {
    msw: { handlers: { world: [http.get(DEFAULT_DOH_URL, () => HttpResponse.error()), ...createHandlers(failingLookup.store)] } },
  },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, AREA);
    await chooseCustomDomain(context, 'warung-senja', 'warungsenja.id');
    await expect(await canvas.findByText(t('common:domain.checkFailed'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('check.recheck') })).toBeEnabled();
    await expect(submitButton(context)).toBeDisabled();
  },
};

/** The free plan: servers and the global domain above it are listed, but cannot be chosen. */
export const Free: Story = {
  ...panelStory({ scenario: 'free' }),
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, AREA);
    const servers = within(await canvas.findByRole('combobox', { name: t('server.label') }));
    await expect(servers.getByRole('option', { name: t('needsUpgrade', { name: t('server.option', { title: 'Washington DC', endpoint: 'wdc.domcloud.co' }) }) })).toBeDisabled();
    const domains = within(canvas.getByRole('combobox', { name: t('domain.label') }));
    await expect(domains.getByRole('option', { name: t('needsUpgrade', { name: t('domain.suffix', { suffix: 'domcloud.dev' }) }) })).toBeDisabled();
  },
};

/** Asserts the domain is refused as a website's own: its message, no lookup, no A-record advice, no submit. */
async function expectDomainInUse(context: PlayContext, domain: string) {
  const t = storyText(context, AREA);
  const message = await findCheck(context, t('check.inUse', { domain }));
  await expect(message.closest('[data-slot="alert"]')).toHaveAttribute('data-state', 'in_use');
  await expect(submitButton(context)).toBeDisabled();
  // Long enough for the 500 ms debounce to have sent a lookup, had there been one.
  await new Promise((resolve) => setTimeout(resolve, 800));
  await expect(lookedUp).not.toContain(domain);
  const text = context.canvasElement.textContent ?? '';
  for (const key of ['check.incorrect', 'check.missing', 'check.valid', 'check.validWithNote'] as const) {
    await expect(text).not.toMatch(storyTextPattern(context, AREA, key));
  }
  await expect(submitButton(context)).toBeDisabled();
}

/** A story that records the resolver's lookups. */
function recordingLookups(story: ReturnType<typeof panelStory>) {
  return {
    ...story,
    parameters: { msw: { handlers: { world: [recordLookups, ...createHandlers(story.store)] } } },
    beforeEach: () => {
      lookedUp.length = 0;
      return story.beforeEach();
    },
  };
}

/** lestari.studio is the studio's main website (on sgp): refused before submit, never "points at this server". */
export const DomainInUse: Story = {
  ...recordingLookups(panelStory()),
  play: async (context) => {
    await chooseCustomDomain(context, 'lestari-second', 'lestari.studio');
    await expectDomainInUse(context, 'lestari.studio');
  },
};

/**
 * shop.lestari.studio is the team's live shop on wdc: ordering it on sgp is refused, and nothing advises moving its A
 * record (which would take the shop offline), whether typed as a custom domain or as a name under lestari.studio.
 */
export const LiveSubdomainInUse: Story = {
  ...recordingLookups(panelStory()),
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await chooseCustomDomain(context, 'shop-lestari-two', 'shop.lestari.studio');
    await expectDomainInUse(context, 'shop.lestari.studio');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('domain.label') }), t('domain.suffix', { suffix: 'lestari.studio' }));
    await typeInto(context, canvas.getByRole('textbox', { name: t('name.hostLabel') }), 'shop');
    await expectDomainInUse(context, 'shop.lestari.studio');
  },
};

const asMember = panelStory({ scenario: 'member' });

/** A member's order is refused by the server: the reason shows once, in the form, and no toast repeats it. */
export const RefusedOrderShowsOneError: Story = {
  ...asMember,
  beforeEach: () => {
    asMember.beforeEach();
    const spy = spyOn(toast, 'error');
    return () => spy.mockRestore();
  },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await typeInto(context, await canvas.findByRole('textbox', { name: t('name.hostLabel') }), 'member-site');
    await findCheck(context, t('check.validPlatform', { domain: 'member-site.dom.my.id' }));
    await userEvent.click(submitButton(context));
    const title = await canvas.findByText(t('errors.submitFailed'));
    const reason = title.closest('[data-slot="alert"]')?.querySelector('[data-slot="alert-description"]')?.textContent ?? '';
    await expect(reason).not.toBe('');
    await expect(canvas.getAllByText(t('errors.submitFailed'))).toHaveLength(1);
    await expect(canvas.getAllByText(reason)).toHaveLength(1);
    // toast.error is the spy of beforeEach.
    await expect(toast.error).not.toHaveBeenCalled();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

const DRAFT_KEY = 'hostdeck:story:order-draft';
const drafted = panelStory();

/** A draft in session storage comes back (all but the password), follows each edit, and is gone once ordered. */
export const RestoresDraft: Story = {
  ...drafted,
  args: { draftStorageKey: DRAFT_KEY },
  beforeEach: () => {
    drafted.beforeEach();
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 'blog', serverId: '3', domainChoice: 'shop.lestari.studio', customDomain: '', mergeWithParent: true }));
    return () => sessionStorage.removeItem(DRAFT_KEY);
  },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyText(context, AREA);
    const name = await canvas.findByRole('textbox', { name: t('name.hostLabel') });
    await expect(name).toHaveValue('blog');
    await expect(canvas.getByRole('combobox', { name: t('server.label') })).toHaveValue('3');
    await expect(canvas.getByRole('combobox', { name: t('domain.label') })).toHaveValue('shop.lestari.studio');
    await expect(canvas.getByRole('checkbox', { name: t('domain.merge') })).toBeChecked();
    // The password is never kept: a new one is generated.
    await expect(passwordInput(context).value).toHaveLength(18);
    await typeInto(context, name, 'blog-two');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toEqual({ name: 'blog-two', serverId: '3', domainChoice: 'shop.lestari.studio', customDomain: '', mergeWithParent: true }));
    await findCheck(context, t('check.validWithNote', { domain: 'blog-two.shop.lestari.studio', ip: WDC_IP }));
    await context.userEvent.click(submitButton(context));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledOnce(), { timeout: 5000 });
    await expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    const created = drafted.store.state.hosts.find((host) => host.record.username === 'blog-two');
    await expect(created?.record.domain).toBe('blog-two.shop.lestari.studio');
  },
};

const badDraft = panelStory();

/** A draft that does not parse is dropped and removed: the form starts afresh. */
export const DropsMalformedDraft: Story = {
  ...badDraft,
  args: { draftStorageKey: DRAFT_KEY },
  beforeEach: () => {
    badDraft.beforeEach();
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 42, serverId: '3' }));
    return () => sessionStorage.removeItem(DRAFT_KEY);
  },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, AREA);
    await expect((await canvas.findByRole<HTMLInputElement>('textbox', { name: t('name.hostLabel') })).value).toMatch(/^[a-z]+-[a-z]+-[a-z]{3}$/);
    await expect(canvas.getByRole('combobox', { name: t('server.label') })).toHaveValue('2');
    await expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  },
};
