import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { createHandlers } from '@hostdeck/mock-api';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText, storyTextPattern } from '@storybook-helpers/story-text';
import { DEFAULT_DOH_URL } from '../../../../api/http/deploy-external';
import { OrderFormScreenContainer } from './order-form.container';
import { SGP_IP } from './order-form.fixtures';

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

const ordering = panelStory();

/** The team's default server (sgp) and its wildcard domain come first, with a random name and password; ordering creates the host. */
export const Default: Story = {
  ...ordering,
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyText(context, AREA);
    await expect(await canvas.findByRole('combobox', { name: t('server.label') })).toHaveValue('2');
    await expect(canvas.getByRole<HTMLInputElement>('textbox', { name: t('name.hostLabel') }).value).toMatch(/^[a-z]+-[a-z]+-[a-z]{3}$/);
    await expect(canvas.getByRole<HTMLInputElement>('textbox', { name: t('password.label') }).value).toHaveLength(18);
    await typeInto(context, canvas.getByRole('textbox', { name: t('name.hostLabel') }), 'fresh-site');
    await expect(await canvas.findByText(t('check.validPlatform', { domain: 'fresh-site.dom.my.id' }))).toBeInTheDocument();
    await context.userEvent.click(submitButton(context));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledOnce());
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
    await typeInto(context, canvas.getByRole('textbox', { name: t('password.label') }), 'my-own-password');
    await expect(await canvas.findByText(t('check.validPlatform', { domain: 'lestari-web.dom.my.id' }))).toBeInTheDocument();
    await context.userEvent.click(submitButton(context));
    // The server's message (its own words) lands on the field it names (its `username` is the form's host name).
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('The username is already taken.')));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t('errors.submitFailed'))).toBeInTheDocument();
    await expect(name).toHaveValue('lestari-web');
    await expect(canvas.getByRole('textbox', { name: t('password.label') })).toHaveValue('my-own-password');
    await expect(canvas.getByRole('combobox', { name: t('server.label') })).toHaveValue('2');
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
    await expect(await canvas.findByText(t('check.validPlatform', { domain: 'twice-clicked.dom.my.id' }))).toBeInTheDocument();
    // Two clicks in one task, before React can disable the button, as a fast double click lands.
    submitButton(context).click();
    submitButton(context).click();
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledOnce());
    await expect(createRequests).toHaveLength(1);
    await expect(doubleClicked.store.state.hosts.filter((host) => host.record.username === 'twice-clicked')).toHaveLength(1);
    await expect(canvas.queryByText(t('errors.submitFailed'))).not.toBeInTheDocument();
  },
};

const pointingElsewhere = panelStory();
/** The names the DNS-over-HTTPS resolver was asked about, in order. */
const lookedUp: string[] = [];

export const CustomDomainPointsElsewhere: Story = {
  ...pointingElsewhere,
  parameters: {
    msw: {
      handlers: {
        world: [
          // Records the lookup and falls through to the simulated resolver.
          http.get(DEFAULT_DOH_URL, ({ request }) => void lookedUp.push(new URL(request.url).searchParams.get('name') ?? '')),
          ...createHandlers(pointingElsewhere.store),
        ],
      },
    },
  },
  beforeEach: () => {
    lookedUp.length = 0;
    return pointingElsewhere.beforeEach();
  },
  play: async (context) => {
    const t = storyText(context, AREA);
    await chooseCustomDomain(context, 'arka-bakery-web', 'arkabakery.com');
    // arkabakery.com is a client's site elsewhere in this world, so it does not point at sgp.
    await expect(await context.canvas.findByText(t('check.incorrect', { domain: 'arkabakery.com', found: '185.199.108.153', ip: SGP_IP }))).toBeInTheDocument();
    await expect(submitButton(context)).toBeDisabled();
    // Typed key by key, the domain is looked up once, 500 ms after the last key.
    await expect(lookedUp).toEqual(['arkabakery.com']);
  },
};

export const CustomDomainMissing: Story = {
  ...panelStory(),
  play: async (context) => {
    await chooseCustomDomain(context, 'new-shop-web', 'brand-new-shop.com');
    await expect(await context.canvas.findByText(storyTextPattern(context, AREA, 'check.missing'))).toBeInTheDocument();
    await expect(submitButton(context)).toBeDisabled();
  },
};

export const CustomDomainAtTheServer: Story = {
  ...panelStory(),
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, AREA);
    // kopilestari.com is served from wdc, so it points at this server once wdc is chosen.
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: t('server.label') }), '3');
    await chooseCustomDomain(context, 'kopi-landing-two', 'kopilestari.com');
    await expect(await canvas.findByText(t('check.valid', { domain: 'kopilestari.com' }))).toBeInTheDocument();
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
    await chooseCustomDomain(context, 'arka-bakery-web', 'arkabakery.com');
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
