import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../../api/errors';
import { OrderForm } from './order-form';
import { CUSTOM_VALUES, ORDER_DOMAINS, ORDER_FEATURES, ORDER_SERVERS, ORDER_VALUES, checkOf } from './order-form.fixtures';

const meta = {
  title: 'Screens/Hosts/Create/OrderForm',
  component: OrderForm,
  args: {
    servers: ORDER_SERVERS,
    domains: ORDER_DOMAINS,
    planLevel: 2,
    features: ORDER_FEATURES,
    defaultValues: ORDER_VALUES,
    domainCheck: checkOf('valid', { domain: 'cuddly-pop-vou.dom.my.id', kind: 'platform' }),
    onValuesChange: fn(),
    onRecheckDomain: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitButton = (canvasElement: HTMLElement) => within(canvasElement).findByRole('button', { name: 'Create website' });
const alertOf = async (canvasElement: HTMLElement, text: string | RegExp) => (await within(canvasElement).findByText(text)).closest('[data-slot="alert"]');

export const Valid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await alertOf(canvasElement, 'cuddly-pop-vou.dom.my.id is available on this server.')).toHaveAttribute('data-state', 'valid');
    await expect(canvas.getByText("Your website's address: cuddly-pop-vou.dom.my.id")).toBeInTheDocument();
    await userEvent.click(await submitButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'cuddly-pop-vou',
      serverId: 2,
      domain: 'cuddly-pop-vou.dom.my.id',
      mergeWithParent: false,
      password: ORDER_VALUES.password,
    });
  },
};

export const ValidWithNote: Story = {
  args: {
    defaultValues: { ...ORDER_VALUES, name: 'blog', domainChoice: 'lestari.studio', mergeWithParent: true },
    domainCheck: checkOf('valid_with_note', { domain: 'blog.lestari.studio', kind: 'parent' }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const note = 'blog.lestari.studio has no A record yet. Add one pointing at 129.150.52.34 so visitors reach the website.';
    await expect(await alertOf(canvasElement, note)).toHaveAttribute('data-state', 'valid_with_note');
    const merge = canvas.getByRole('checkbox', { name: 'Merge with the parent domain' });
    await expect(merge).toBeEnabled();
    await expect(merge).toBeChecked();
    await userEvent.click(await submitButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ domain: 'blog.lestari.studio', mergeWithParent: true }));
  },
};

export const Loading: Story = {
  args: { defaultValues: CUSTOM_VALUES, domainCheck: checkOf('loading') },
  play: async ({ canvasElement }) => {
    const alert = await alertOf(canvasElement, 'Checking arkabakery.com…');
    await expect(alert).toHaveAttribute('aria-busy', 'true');
    await expect(await submitButton(canvasElement)).toBeDisabled();
  },
};

export const Retrying: Story = {
  args: { defaultValues: CUSTOM_VALUES, domainCheck: checkOf('retrying') },
  play: async ({ canvasElement }) => {
    await expect(await alertOf(canvasElement, 'The check did not answer; trying arkabakery.com again…')).toHaveAttribute('data-state', 'retrying');
    await expect(await submitButton(canvasElement)).toBeDisabled();
  },
};

export const Incorrect: Story = {
  args: { defaultValues: CUSTOM_VALUES, domainCheck: checkOf('incorrect', { foundIps: ['185.199.108.153'] }) },
  play: async ({ args, canvasElement }) => {
    const text = 'arkabakery.com points at 185.199.108.153, not at this server. Change its A record to 129.150.52.34.';
    await expect(await alertOf(canvasElement, text)).toHaveAttribute('role', 'alert');
    await expect(await submitButton(canvasElement)).toBeDisabled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Check again' }));
    await expect(args.onRecheckDomain).toHaveBeenCalledOnce();
  },
};

export const Missing: Story = {
  args: { defaultValues: { ...CUSTOM_VALUES, customDomain: 'lestari.shop' }, domainCheck: checkOf('missing', { domain: 'lestari.shop' }) },
  play: async ({ canvasElement }) => {
    const text = 'lestari.shop has no A record. At your DNS provider, add an A record for lestari.shop pointing at 129.150.52.34, then check again.';
    await expect(await alertOf(canvasElement, text)).toHaveAttribute('data-state', 'missing');
    await expect(await submitButton(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Check again' })).toBeEnabled();
  },
};

export const CheckError: Story = {
  args: { defaultValues: CUSTOM_VALUES, domainCheck: checkOf('error') },
  play: async ({ canvasElement }) => {
    await expect(await alertOf(canvasElement, 'Failed to check domain availability')).toHaveAttribute('data-state', 'error');
    await expect(await submitButton(canvasElement)).toBeDisabled();
  },
};

export const ServersAbovePlanLevel: Story = {
  args: { planLevel: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const servers = within(await canvas.findByRole('combobox', { name: 'Server' }));
    await expect(servers.getByRole('option', { name: 'Singapore (ARM) (sgp.domcloud.co)' })).toBeEnabled();
    await expect(servers.getByRole('option', { name: 'Washington DC (wdc.domcloud.co), needs a higher plan' })).toBeDisabled();
    await expect(servers.getByRole('option', { name: 'Osaka (osk.domcloud.co), needs a higher plan' })).toBeDisabled();
    const domains = within(canvas.getByRole('combobox', { name: 'Domain' }));
    await expect(domains.getByRole('option', { name: '.dom.my.id' })).toBeEnabled();
    await expect(domains.getByRole('option', { name: '.domcloud.dev, needs a higher plan' })).toBeDisabled();
  },
};

export const MergeNeedsParentServer: Story = {
  args: {
    defaultValues: { ...ORDER_VALUES, name: 'blog', domainChoice: 'shop.lestari.studio', mergeWithParent: true },
    domainCheck: checkOf('valid_with_note', { domain: 'blog.shop.lestari.studio', kind: 'parent' }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const merge = await canvas.findByRole('checkbox', { name: 'Merge with the parent domain' });
    await expect(merge).toBeDisabled();
    await expect(merge).not.toBeChecked();
    await expect(merge).toHaveAccessibleDescription('The server must be wdc.domcloud.co');
    await userEvent.click(await submitButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ domain: 'blog.shop.lestari.studio', mergeWithParent: false }));
  },
};

export const InvalidFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Host name' });
    // Under .dom.my.id (9 characters) the name may be 39 - 9 = 30 characters long.
    await userEvent.clear(name);
    await userEvent.type(name, 'a'.repeat(31));
    await expect(await canvas.findByText('Use 1 to 30 characters.')).toBeInTheDocument();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(await submitButton(canvasElement)).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Shop-');
    await expect(await canvas.findByText(/Use lowercase letters, digits and hyphens/)).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Domain' }), 'Custom domain…');
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.clear(username);
    await userEvent.type(username, 'abcd');
    await expect(await canvas.findByText('Use 5 to 32 characters.')).toBeInTheDocument();
    const custom = canvas.getByRole('textbox', { name: 'Custom full domain' });
    await userEvent.type(custom, `${'a'.repeat(37)}.com`);
    await expect(await canvas.findByText('Use at most 40 characters.')).toBeInTheDocument();
    const password = canvas.getByRole('textbox', { name: 'Password' });
    await userEvent.clear(password);
    await userEvent.type(password, '1234567');
    await expect(await canvas.findByText('Use at least 8 characters.')).toBeInTheDocument();
    await expect(await submitButton(canvasElement)).toBeDisabled();
  },
};

export const RandomPassword: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByRole('textbox', { name: 'Password' });
    const random = canvas.getByRole('button', { name: 'Random' });
    const lengths: number[] = [];
    for (let press = 0; press < 4; press += 1) {
      await userEvent.click(random);
      lengths.push((password as HTMLInputElement).value.length);
    }
    await expect(lengths).toEqual([16, 17, 18, 16]);
    await expect((password as HTMLInputElement).value).toMatch(/^[A-Za-z0-9]+$/);
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ password: (password as HTMLInputElement).value }));
  },
};

const usernameTaken = new ApiError({ kind: 'http', status: 422, message: 'Invalid input', fieldErrors: { username: 'The username is already taken.' } });

/** The server refuses the order: its message lands on the field it names, and every field keeps what was typed. */
export const ServerMessage: Story = {
  args: { defaultValues: { ...ORDER_VALUES, name: 'lestari-web' }, onSubmit: fn(() => Promise.reject(usernameTaken)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await submitButton(canvasElement));
    const name = canvas.getByRole('textbox', { name: 'Host name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('The username is already taken.')));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
    await expect(canvas.getByText('The website could not be created.').closest('[data-slot="alert"]')).toBeInTheDocument();
    await expect(name).toHaveValue('lestari-web');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue(ORDER_VALUES.password);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // Editing the name clears the server's message; the order can be sent again.
    await userEvent.type(name, '-2');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(await submitButton(canvasElement)).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const submit = await submitButton(canvasElement);
    await userEvent.click(submit);
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

/** Settles the order of DoubleClickOrdersOnce when the play says so. */
let finishOrder: () => void = () => undefined;

/** Two clicks before the first order has answered send one order, and the form stays closed once it is sent. */
export const DoubleClickOrdersOnce: Story = {
  args: { onSubmit: fn(() => new Promise<void>((resolve) => (finishOrder = resolve))) },
  play: async ({ args, canvasElement }) => {
    const submit = await submitButton(canvasElement);
    // Two clicks in one task, before React can disable the button: only the in-flight guard stands between them.
    submit.click();
    submit.click();
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    finishOrder();
    await waitFor(() => expect(args.onSubmit.mock.settledResults[0]?.type).toBe('fulfilled'));
    // The order opens another page: the form never sends it again.
    await expect(submit).toBeDisabled();
    submit.click();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
