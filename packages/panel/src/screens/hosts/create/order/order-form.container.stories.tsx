import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createHandlers } from '@hostdeck/mock-api';
import { panelStory } from '@storybook-helpers/panel-story';
import { DEFAULT_DOH_URL } from '../../../../api/http/deploy-external';
import { OrderFormContainer } from './order-form.container';

const TEMPLATE = 'features:\n  - mysql\nnginx:\n  root: public_html\n';

const meta = {
  title: 'Screens/Hosts/Create/OrderFormContainer',
  component: OrderFormContainer,
  args: { template: TEMPLATE, onCreated: fn() },
} satisfies Meta<typeof OrderFormContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typeInto(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

/** Switches the form to a custom domain with the given portal username and domain. */
async function chooseCustomDomain(canvasElement: HTMLElement, username: string, domain: string) {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Domain' }), 'Custom domain…');
  await typeInto(canvas.getByRole('textbox', { name: 'Username' }), username);
  await typeInto(canvas.getByRole('textbox', { name: 'Custom full domain' }), domain);
}

const submitButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Create website' });

const ordering = panelStory();

export const OrdersHost: Story = {
  ...ordering,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The team's default server (sgp) and its wildcard domain come first; a random name and password are filled in.
    await expect(await canvas.findByRole('combobox', { name: 'Server' })).toHaveValue('2');
    await expect((canvas.getByRole('textbox', { name: 'Host name' }) as HTMLInputElement).value).toMatch(/^[a-z]+-[a-z]+-[a-z]{3}$/);
    await expect((canvas.getByRole('textbox', { name: 'Password' }) as HTMLInputElement).value).toHaveLength(18);
    await typeInto(canvas.getByRole('textbox', { name: 'Host name' }), 'fresh-site');
    await expect(await canvas.findByText('fresh-site.dom.my.id is available on this server.')).toBeInTheDocument();
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledOnce());
    const created = ordering.store.state.hosts.find((host) => host.record.username === 'fresh-site');
    await expect(created?.record.domain).toBe('fresh-site.dom.my.id');
    await expect(args.onCreated).toHaveBeenCalledWith(created?.record.id);
  },
};

export const FailedSubmitKeepsEdits: Story = {
  ...panelStory(),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Host name' });
    // lestari-web is an existing host's username.
    await typeInto(name, 'lestari-web');
    await typeInto(canvas.getByRole('textbox', { name: 'Password' }), 'my-own-password');
    await expect(await canvas.findByText('lestari-web.dom.my.id is available on this server.')).toBeInTheDocument();
    await userEvent.click(submitButton(canvasElement));
    // The server's message lands on the field it names (its `username` is the form's host name).
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('The username is already taken.')));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('The website could not be created.')).toBeInTheDocument();
    await expect(name).toHaveValue('lestari-web');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('my-own-password');
    await expect(canvas.getByRole('combobox', { name: 'Server' })).toHaveValue('2');
    await expect(submitButton(canvasElement)).toBeEnabled();
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await typeInto(await canvas.findByRole('textbox', { name: 'Host name' }), 'twice-clicked');
    await expect(await canvas.findByText('twice-clicked.dom.my.id is available on this server.')).toBeInTheDocument();
    // Two clicks in one task, before React can disable the button, as a fast double click lands.
    submitButton(canvasElement).click();
    submitButton(canvasElement).click();
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledOnce());
    await expect(createRequests).toHaveLength(1);
    await expect(doubleClicked.store.state.hosts.filter((host) => host.record.username === 'twice-clicked')).toHaveLength(1);
    await expect(canvas.queryByText('The website could not be created.')).not.toBeInTheDocument();
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
  play: async ({ canvasElement }) => {
    await chooseCustomDomain(canvasElement, 'arka-bakery-web', 'arkabakery.com');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('arkabakery.com points at 185.199.108.153, not at this server. Change its A record to 129.150.52.34.')).toBeInTheDocument();
    await expect(submitButton(canvasElement)).toBeDisabled();
    // Typed key by key, the domain is looked up once, 500 ms after the last key.
    await expect(lookedUp).toEqual(['arkabakery.com']);
  },
};

export const CustomDomainMissing: Story = {
  ...panelStory(),
  play: async ({ canvasElement }) => {
    await chooseCustomDomain(canvasElement, 'new-shop-web', 'brand-new-shop.com');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^brand-new-shop\.com has no A record\. At your DNS provider/)).toBeInTheDocument();
    await expect(submitButton(canvasElement)).toBeDisabled();
  },
};

export const CustomDomainAtTheServer: Story = {
  ...panelStory(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // kopilestari.com is served from wdc, so it points at this server once wdc is chosen.
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Server' }), '3');
    await chooseCustomDomain(canvasElement, 'kopi-landing-two', 'kopilestari.com');
    await expect(await canvas.findByText('kopilestari.com points at this server.')).toBeInTheDocument();
    await expect(submitButton(canvasElement)).toBeEnabled();
  },
};

const failingLookup = panelStory();

export const LookupFails: Story = {
  ...failingLookup,
  parameters: {
    msw: { handlers: { world: [http.get(DEFAULT_DOH_URL, () => HttpResponse.error()), ...createHandlers(failingLookup.store)] } },
  },
  play: async ({ canvasElement }) => {
    await chooseCustomDomain(canvasElement, 'arka-bakery-web', 'arkabakery.com');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to check domain availability')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Check again' })).toBeEnabled();
    await expect(submitButton(canvasElement)).toBeDisabled();
  },
};

export const FreePlan: Story = {
  ...panelStory({ scenario: 'free' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const servers = within(await canvas.findByRole('combobox', { name: 'Server' }));
    await expect(servers.getByRole('option', { name: 'Washington DC (wdc.domcloud.co), needs a higher plan' })).toBeDisabled();
    const domains = within(canvas.getByRole('combobox', { name: 'Domain' }));
    await expect(domains.getByRole('option', { name: '.domcloud.dev, needs a higher plan' })).toBeDisabled();
  },
};
