import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { ApiError } from '../../../../api/errors';
import { OrderFormScreen } from './order-form';
import { CUSTOM_VALUES, ORDER_DOMAINS, ORDER_FEATURES, ORDER_PLAN_LEVEL, ORDER_SERVERS, ORDER_VALUES, SGP_IP, checkOf } from './order-form.fixtures';

const meta = {
  title: 'Screens/Hosts/OrderForm',
  component: OrderFormScreen,
  args: {
    servers: ORDER_SERVERS,
    domains: ORDER_DOMAINS,
    planLevel: ORDER_PLAN_LEVEL,
    features: ORDER_FEATURES,
    defaultValues: ORDER_VALUES,
    domainCheck: checkOf('valid', { domain: 'cuddly-pop-vou.dom.my.id', kind: 'platform' }),
    onValuesChange: fn(),
    onRecheckDomain: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof OrderFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const AREA = 'order-form';
const submitButton = (context: PlayContext) => context.canvas.findByRole('button', { name: storyText(context, AREA)('submit') });
/** The alert whose message is the text (its domains and IPs are marked as data, so the text spans elements). */
const alertOf = async (context: PlayContext, text: string) =>
  (await context.canvas.findByText((_, element) => element?.getAttribute('data-slot') === 'alert-description' && element.textContent === text)).closest('[data-slot="alert"]');
/** The password input (no textbox role while hidden). */
const passwordInput = (context: PlayContext) =>
  context.canvas.findByLabelText<HTMLInputElement>(storyText(context, AREA)('password.label'), { exact: false, selector: 'input' });

/** A free name on sgp's wildcard domain: the check says it is available, and the order goes out as the server wants it. */
export const Default: Story = {
  tags: ['palettes'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await expect(await alertOf(context, t('check.validPlatform', { domain: 'cuddly-pop-vou.dom.my.id' }))).toHaveAttribute('data-state', 'valid');
    await expect(canvas.getByText(t('name.hostHint', { domain: 'cuddly-pop-vou.dom.my.id' }))).toBeInTheDocument();
    await userEvent.click(await submitButton(context));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'cuddly-pop-vou',
      serverId: 2,
      domain: 'cuddly-pop-vou.dom.my.id',
      mergeWithParent: false,
      password: ORDER_VALUES.password,
    });
  },
};

/** Under the team's lestari.studio on the same server: merging is offered, and the missing A record is only a note. */
export const ValidWithNote: Story = {
  args: {
    defaultValues: { ...ORDER_VALUES, name: 'blog', domainChoice: 'lestari.studio', mergeWithParent: true },
    domainCheck: checkOf('valid_with_note', { domain: 'blog.lestari.studio', kind: 'parent' }),
  },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    const note = t('check.validWithNote', { domain: 'blog.lestari.studio', ip: SGP_IP });
    await expect(await alertOf(context, note)).toHaveAttribute('data-state', 'valid_with_note');
    const merge = canvas.getByRole('checkbox', { name: t('domain.merge') });
    await expect(merge).toBeEnabled();
    await expect(merge).toBeChecked();
    await userEvent.click(await submitButton(context));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ domain: 'blog.lestari.studio', mergeWithParent: true }));
  },
};

export const CheckLoading: Story = {
  args: { defaultValues: CUSTOM_VALUES, domainCheck: checkOf('loading') },
  play: async (context) => {
    const t = storyText(context, AREA);
    await expect(await alertOf(context, t('check.loading', { domain: 'warungsenja.id' }))).toHaveAttribute('aria-busy', 'true');
    await expect(await submitButton(context)).toBeDisabled();
  },
};

export const CheckRetrying: Story = {
  args: { defaultValues: CUSTOM_VALUES, domainCheck: checkOf('retrying') },
  play: async (context) => {
    const t = storyText(context, AREA);
    await expect(await alertOf(context, t('check.retrying', { domain: 'warungsenja.id' }))).toHaveAttribute('data-state', 'retrying');
    await expect(await submitButton(context)).toBeDisabled();
  },
};

export const CheckIncorrect: Story = {
  args: { defaultValues: CUSTOM_VALUES, domainCheck: checkOf('incorrect', { foundIps: ['185.199.108.153'] }) },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    const alert = await alertOf(context, t('check.incorrect', { domain: 'warungsenja.id', found: '185.199.108.153', ip: SGP_IP }));
    await expect(alert).toHaveAttribute('role', 'alert');
    // Only the data may break anywhere; the words of the sentence wrap whole ('A record', never 'A r / ecord').
    const data = [...(alert?.querySelectorAll('[data-slot="check-data"]') ?? [])];
    await expect(data.map((part) => part.textContent)).toEqual(['warungsenja.id', '185.199.108.153', SGP_IP]);
    for (const part of data) await expect(getComputedStyle(part).overflowWrap).toBe('anywhere');
    await expect(alert?.querySelector('.break-all')).toBeNull();
    await expect(getComputedStyle(alert?.querySelector('[data-slot="alert-description"]') ?? document.body).wordBreak).toBe('normal');
    await expect(await submitButton(context)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('check.recheck') }));
    await expect(args.onRecheckDomain).toHaveBeenCalledOnce();
  },
};

export const CheckMissing: Story = {
  args: { defaultValues: { ...CUSTOM_VALUES, customDomain: 'lestari.shop' }, domainCheck: checkOf('missing', { domain: 'lestari.shop' }) },
  play: async (context) => {
    const t = storyText(context, AREA);
    await expect(await alertOf(context, t('check.missing', { domain: 'lestari.shop', ip: SGP_IP }))).toHaveAttribute('data-state', 'missing');
    await expect(await submitButton(context)).toBeDisabled();
    await expect(context.canvas.getByRole('button', { name: t('check.recheck') })).toBeEnabled();
  },
};

export const CheckError: Story = {
  args: { defaultValues: CUSTOM_VALUES, domainCheck: checkOf('error') },
  play: async (context) => {
    const t = storyText(context, AREA);
    await expect(await alertOf(context, t('common:domain.checkFailed'))).toHaveAttribute('data-state', 'error');
    await expect(await submitButton(context)).toBeDisabled();
  },
};

/** The free plan (0): servers and the global domain above it stay listed, but cannot be chosen (host-area 5.6). */
export const Free: Story = {
  args: { planLevel: 0 },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, AREA);
    const serverName = (title: string, endpoint: string) => t('server.option', { title, endpoint });
    const servers = within(await canvas.findByRole('combobox', { name: t('server.label') }));
    await expect(servers.getByRole('option', { name: serverName('Singapore (ARM)', 'sgp.domcloud.co') })).toBeEnabled();
    await expect(servers.getByRole('option', { name: t('needsUpgrade', { name: serverName('Washington DC', 'wdc.domcloud.co') }) })).toBeDisabled();
    await expect(servers.getByRole('option', { name: t('needsUpgrade', { name: serverName('Osaka', 'osk.domcloud.co') }) })).toBeDisabled();
    const domains = within(canvas.getByRole('combobox', { name: t('domain.label') }));
    await expect(domains.getByRole('option', { name: t('domain.suffix', { suffix: 'dom.my.id' }) })).toBeEnabled();
    await expect(domains.getByRole('option', { name: t('needsUpgrade', { name: t('domain.suffix', { suffix: 'domcloud.dev' }) }) })).toBeDisabled();
  },
};

/** shop.lestari.studio lives on wdc: merging into it needs wdc, so the option is off and says why. */
export const MergeNeedsParentServer: Story = {
  args: {
    defaultValues: { ...ORDER_VALUES, name: 'blog', domainChoice: 'shop.lestari.studio', mergeWithParent: true },
    domainCheck: checkOf('valid_with_note', { domain: 'blog.shop.lestari.studio', kind: 'parent' }),
  },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    const merge = await canvas.findByRole('checkbox', { name: t('domain.merge') });
    await expect(merge).toBeDisabled();
    await expect(merge).not.toBeChecked();
    await expect(merge).toHaveAccessibleDescription(t('domain.serverMustBe', { endpoint: 'wdc.domcloud.co' }));
    await userEvent.click(await submitButton(context));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ domain: 'blog.shop.lestari.studio', mergeWithParent: false }));
  },
};

export const InvalidFields: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, AREA);
    const name = await canvas.findByRole('textbox', { name: t('name.hostLabel') });
    // Under .dom.my.id (9 characters) the name may be 39 - 9 = 30 characters long.
    await userEvent.clear(name);
    await userEvent.type(name, 'a'.repeat(31));
    await expect(await canvas.findByText(t('issues:lengthRange', { min: 1, max: 30 }))).toBeInTheDocument();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(await submitButton(context)).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Shop-');
    await expect(await canvas.findByText(t('name.pattern'))).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('domain.label') }), t('domain.custom'));
    const username = canvas.getByRole('textbox', { name: t('name.usernameLabel') });
    await userEvent.clear(username);
    await userEvent.type(username, 'abcd');
    await expect(await canvas.findByText(t('issues:lengthRange', { min: 5, max: 32 }))).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: t('domain.customLabel') }), `${'a'.repeat(37)}.com`);
    await expect(await canvas.findByText(t('issues:tooLong', { max: 40 }))).toBeInTheDocument();
    const password = await passwordInput(context);
    await userEvent.clear(password);
    await userEvent.type(password, '1234567');
    await expect(await canvas.findByText(t('issues:tooShort', { min: 8 }))).toBeInTheDocument();
    await expect(await submitButton(context)).toBeDisabled();
  },
};

/** Random makes a new password one character longer each press, 16 to 18, then 16 again (host-area 5.3). */
export const GeneratesPassword: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    const password = await passwordInput(context);
    const random = canvas.getByRole('button', { name: t('password.random') });
    const lengths: number[] = [];
    for (let press = 0; press < 4; press += 1) {
      await userEvent.click(random);
      lengths.push(password.value.length);
    }
    await expect(lengths).toEqual([16, 17, 18, 16]);
    await expect(password.value).toMatch(/^[A-Za-z0-9]+$/);
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ password: password.value }));
  },
};

/** The server's own words for refusing the order. */
const USERNAME_TAKEN = 'The username is already taken.';
const usernameTaken = new ApiError({ kind: 'http', status: 422, message: 'Invalid input', fieldErrors: { username: USERNAME_TAKEN } });

/** The server refuses the order: its message lands on the field it names, and every field keeps what was typed. */
export const ServerRefusesOrder: Story = {
  args: { defaultValues: { ...ORDER_VALUES, name: 'lestari-web' }, onSubmit: fn(() => Promise.reject(usernameTaken)) },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await userEvent.click(await submitButton(context));
    const name = canvas.getByRole('textbox', { name: t('name.hostLabel') });
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(USERNAME_TAKEN)));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
    const failure = canvas.getByText(t('errors.submitFailed')).closest('[data-slot="alert"]');
    await expect(failure).toBeInTheDocument();
    // The message is on its field: the alert does not say it again, nor fall back to the generic failure.
    await expect(failure?.querySelector('[data-slot="alert-description"]')).toBeNull();
    await expect(name).toHaveValue('lestari-web');
    await expect(await passwordInput(context)).toHaveValue(ORDER_VALUES.password);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // Editing the name clears the server's message; the order can be sent again.
    await userEvent.type(name, '-2');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(await submitButton(context)).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async (context) => {
    const submit = await submitButton(context);
    await context.userEvent.click(submit);
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

/** Settles the order of DoubleClickOrdersOnce when the play says so. */
let finishOrder: () => void = () => undefined;

/** Two clicks before the first order has answered send one order, and the form stays closed once it is sent. */
export const DoubleClickOrdersOnce: Story = {
  args: { onSubmit: fn(() => new Promise<void>((resolve) => (finishOrder = resolve))) },
  play: async (context) => {
    const { args } = context;
    const submit = await submitButton(context);
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

/** A refusal without the server's words (the network failed): the form's alert says so, the one place it is shown. */
export const SubmitFailsWithoutReason: Story = {
  args: { onSubmit: fn(() => Promise.reject(new ApiError({ kind: 'network', message: 'Network response was not ok' }))) },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await userEvent.click(await submitButton(context));
    const failure = (await canvas.findByText(t('errors.submitFailed'))).closest('[data-slot="alert"]');
    await expect(failure?.querySelector('[data-slot="alert-description"]')).toHaveTextContent(t('common:errors.network'));
    await expect(await submitButton(context)).toBeEnabled();
  },
};

/** A website of the team already has the domain: refused with its own message, no A-record advice, no check again. */
export const DomainInUse: Story = {
  args: {
    defaultValues: { ...CUSTOM_VALUES, name: 'shop-lestari-two', customDomain: 'shop.lestari.studio' },
    domainCheck: checkOf('in_use', { domain: 'shop.lestari.studio' }),
  },
  play: async (context) => {
    const { canvas } = context;
    const t = storyText(context, AREA);
    const alert = await alertOf(context, t('check.inUse', { domain: 'shop.lestari.studio' }));
    await expect(alert).toHaveAttribute('data-state', 'in_use');
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(await submitButton(context)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: t('check.recheck') })).not.toBeInTheDocument();
  },
};

/** A draft from an earlier visit comes back as the user's own edits: checked at once, and reported as the values. */
export const RestoresDraft: Story = {
  args: { restoredValues: { name: 'Blog', serverId: '3', domainChoice: 'shop.lestari.studio', mergeWithParent: true } },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    const name = await canvas.findByRole('textbox', { name: t('name.hostLabel') });
    await expect(name).toHaveValue('Blog');
    await expect(canvas.getByRole('combobox', { name: t('server.label') })).toHaveValue('3');
    await expect(canvas.getByRole('combobox', { name: t('domain.label') })).toHaveValue('shop.lestari.studio');
    await expect(canvas.getByRole('checkbox', { name: t('domain.merge') })).toBeChecked();
    // Restored as typed: the name's format is flagged without touching it.
    await expect(await canvas.findByText(t('name.pattern'))).toBeInTheDocument();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValuesChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'Blog', serverId: '3', domainChoice: 'shop.lestari.studio', password: ORDER_VALUES.password }));
    await userEvent.clear(name);
    await userEvent.type(name, 'blog');
    await userEvent.click(await submitButton(context));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ username: 'blog', serverId: 3, domain: 'blog.shop.lestari.studio', mergeWithParent: true }));
  },
};

/** The password is hidden like any password; the toggle shows and hides it and says which (aria-pressed). */
export const ShowsAndHidesPassword: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, AREA);
    const password = await passwordInput(context);
    const toggle = canvas.getByRole('button', { name: t('password.show') });
    await expect(password).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('textbox', { name: t('password.label') })).toHaveValue(ORDER_VALUES.password);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Random fills the field and shows the new password once: typing in it, or the toggle, hides it again. */
export const RandomShowsPasswordOnce: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, AREA);
    const password = await passwordInput(context);
    const toggle = canvas.getByRole('button', { name: t('password.show') });
    const random = canvas.getByRole('button', { name: t('password.random') });
    await userEvent.click(random);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password.value).not.toBe(ORDER_VALUES.password);
    await userEvent.type(password, '9');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(random);
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'password');
  },
};

/** Replaces the clipboard's writeText for one story; returns the cleanup that puts it back. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const original = navigator.clipboard.writeText;
  navigator.clipboard.writeText = writeText;
  return () => {
    navigator.clipboard.writeText = original;
  };
}

/** Copy puts the password on the clipboard without showing it, and says 'Copied' for half a second. */
export const CopiesPassword: Story = {
  beforeEach: () => stubClipboard(fn(() => Promise.resolve())),
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await userEvent.click(await canvas.findByRole('button', { name: t('password.copy') }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(ORDER_VALUES.password);
    const tooltip = await screen.findByRole('tooltip', { name: t('ui:copied') });
    await waitFor(() => expect(tooltip).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(await passwordInput(context)).toHaveAttribute('type', 'password');
  },
};

let consoleError: ReturnType<typeof spyOn> | undefined;

/** A clipboard that refuses: logged only, nothing shown (host-area 8). */
export const CopyFailureOnlyLogs: Story = {
  beforeEach: () => {
    const restore = stubClipboard(fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError'))));
    const spy = spyOn(console, 'error').mockImplementation(() => undefined);
    consoleError = spy;
    return () => {
      spy.mockRestore();
      restore();
    };
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await userEvent.click(await canvas.findByRole('button', { name: t('password.copy') }));
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Could not copy to the clipboard', expect.any(DOMException)));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
