import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderForm, type OrderFormProps } from './order-form';
import { CUSTOM_VALUES, ORDER_DOMAINS, ORDER_FEATURES, ORDER_SERVERS, ORDER_VALUES, checkOf } from './order-form.fixtures';

/** The form keeps its own values in stories, as the container does. */
function StatefulOrderForm(args: OrderFormProps) {
  const [values, setValues] = useState(args.values);
  return (
    <OrderForm
      {...args}
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        args.onValuesChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Hosts/Create/OrderForm',
  component: OrderForm,
  render: (args) => <StatefulOrderForm {...args} />,
  args: {
    servers: ORDER_SERVERS,
    domains: ORDER_DOMAINS,
    planLevel: 2,
    features: ORDER_FEATURES,
    values: ORDER_VALUES,
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
    values: { ...ORDER_VALUES, name: 'blog', domainChoice: 'lestari.studio', mergeWithParent: true },
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
  args: { values: CUSTOM_VALUES, domainCheck: checkOf('loading') },
  play: async ({ canvasElement }) => {
    const alert = await alertOf(canvasElement, 'Checking arkabakery.com…');
    await expect(alert).toHaveAttribute('aria-busy', 'true');
    await expect(await submitButton(canvasElement)).toBeDisabled();
  },
};

export const Retrying: Story = {
  args: { values: CUSTOM_VALUES, domainCheck: checkOf('retrying') },
  play: async ({ canvasElement }) => {
    await expect(await alertOf(canvasElement, 'The check did not answer; trying arkabakery.com again…')).toHaveAttribute('data-state', 'retrying');
    await expect(await submitButton(canvasElement)).toBeDisabled();
  },
};

export const Incorrect: Story = {
  args: { values: CUSTOM_VALUES, domainCheck: checkOf('incorrect', { foundIps: ['185.199.108.153'] }) },
  play: async ({ args, canvasElement }) => {
    const text = 'arkabakery.com points at 185.199.108.153, not at this server. Change its A record to 129.150.52.34.';
    await expect(await alertOf(canvasElement, text)).toHaveAttribute('role', 'alert');
    await expect(await submitButton(canvasElement)).toBeDisabled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Check again' }));
    await expect(args.onRecheckDomain).toHaveBeenCalledOnce();
  },
};

export const Missing: Story = {
  args: { values: { ...CUSTOM_VALUES, customDomain: 'lestari.shop' }, domainCheck: checkOf('missing', { domain: 'lestari.shop' }) },
  play: async ({ canvasElement }) => {
    const text = 'lestari.shop has no A record. At your DNS provider, add an A record for lestari.shop pointing at 129.150.52.34, then check again.';
    await expect(await alertOf(canvasElement, text)).toHaveAttribute('data-state', 'missing');
    await expect(await submitButton(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Check again' })).toBeEnabled();
  },
};

export const CheckError: Story = {
  args: { values: CUSTOM_VALUES, domainCheck: checkOf('error') },
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
    values: { ...ORDER_VALUES, name: 'blog', domainChoice: 'shop.lestari.studio', mergeWithParent: true },
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
    await expect(args.onValuesChange).toHaveBeenCalledTimes(4);
  },
};

export const ServerMessage: Story = {
  args: { error: 'The username is already taken.', values: { ...ORDER_VALUES, name: 'lestari-web' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = (await canvas.findByText('The username is already taken.')).closest('[data-slot="alert"]');
    await expect(alert).toHaveTextContent('The website could not be created.');
    await expect(canvas.getByRole('textbox', { name: 'Host name' })).toHaveValue('lestari-web');
    await expect(await submitButton(canvasElement)).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    const submit = await submitButton(canvasElement);
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};
