import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { ApiError } from '../../../api/errors';
import type { HostDomainCheck } from '../../../rules/domain-check';
import { CUSTOM_DOMAIN_MAX_LENGTH } from '../../../rules/limits';
import { checkOf } from '../create/order-form/order-form.fixtures';
import { HostCnameScreen, type HostCnameScreenProps } from './cname';
import { SHOP, SHOP_HOST_ID, detailHrefOf } from './settings-forms.fixtures';

const TITLE = 'Change Domain';
const NEW_DOMAIN = 'lestari.design';
/** wdc's address, where shop.lestari.studio's new domain must point. */
const WDC_IP = SHOP.server.ip;

/** What the order form's check says of each domain these stories type. */
const CHECKS: Readonly<Record<string, HostDomainCheck>> = {
  [NEW_DOMAIN]: checkOf('valid', { domain: NEW_DOMAIN, expectedIp: WDC_IP, foundIps: [WDC_IP] }),
  'shop.lestari.design': checkOf('valid_with_note', { domain: 'shop.lestari.design', kind: 'parent', expectedIp: WDC_IP }),
  'lestari.shop': checkOf('incorrect', { domain: 'lestari.shop', expectedIp: WDC_IP, foundIps: ['185.199.108.153'] }),
  'warungsenja.id': checkOf('missing', { domain: 'warungsenja.id', expectedIp: WDC_IP }),
  'lestari.cafe': checkOf('error', { domain: 'lestari.cafe', expectedIp: WDC_IP }),
};

/** The screen as its container holds it: every typed domain is checked, here from the table above. */
function CheckedAsTyped(props: HostCnameScreenProps) {
  const [domain, setDomain] = useState('');
  const { onDomainChange } = props;
  const handleDomainChange = useCallback(
    (next: string) => {
      onDomainChange?.(next);
      setDomain(next);
    },
    [onDomainChange],
  );
  return <HostCnameScreen {...props} onDomainChange={handleDomainChange} domainCheck={CHECKS[domain] ?? null} />;
}

const meta = {
  title: 'Screens/Hosts/HostCname',
  component: HostCnameScreen,
  render: (args) => <CheckedAsTyped {...args} />,
  args: {
    title: TITLE,
    currentDomain: SHOP.host.domain,
    detailHref: detailHrefOf(SHOP_HOST_ID),
    domainCheck: null,
    onDomainChange: fn(),
    onRecheckDomain: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof HostCnameScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const AREA = 'host-settings';
const domainField = (context: PlayContext) => context.canvas.findByRole('textbox', { name: storyText(context, AREA)('cname.label') });
const submitButton = (context: PlayContext) => context.canvas.getByRole('button', { name: storyText(context, AREA)('cname.submit') });
/** The check's verdict: its state and its whole text (its domain and addresses sit in their own elements). */
const checkStatus = (context: PlayContext) => context.canvasElement.querySelector('[data-slot="alert"][data-state]');

async function typeDomain(context: PlayContext, domain: string) {
  const field = await domainField(context);
  await context.userEvent.clear(field);
  await context.userEvent.paste(domain);
  return field;
}

/** The order form's domain rules on the field: the pattern (lowercase), at most 40, and a domain other than the current one. */
export const InvalidDomain: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyText(context, AREA);
    await expect(canvas.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('back') })).toHaveAttribute('href', detailHrefOf(SHOP_HOST_ID));
    const cases: [string, string][] = [
      ['Lestari.Design', t('order-form:domain.customPattern')],
      ['lestari design', t('order-form:domain.customPattern')],
      [`${'a'.repeat(CUSTOM_DOMAIN_MAX_LENGTH - 3)}.com`, t('issues:tooLong', { max: CUSTOM_DOMAIN_MAX_LENGTH })],
      [SHOP.host.domain, t('issues:sameAsCurrent')],
    ];
    for (const [domain, message] of cases) {
      const field = await typeDomain(context, domain);
      await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
      await expect(submitButton(context)).toBeDisabled();
      // A domain the rules refuse is not looked up.
      await expect(checkStatus(context)).toBeNull();
    }
    await expect(args.onDomainChange).toHaveBeenLastCalledWith(SHOP.host.domain);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A new domain that points at wdc: the check says so, and the change is sent. */
export const ValidEnablesSubmit: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const t = storyText(context, AREA);
    await typeDomain(context, NEW_DOMAIN);
    await expect(checkStatus(context)).toHaveAttribute('data-state', 'valid');
    await expect(checkStatus(context)).toHaveTextContent(t('order-form:check.valid', { domain: NEW_DOMAIN }));
    await userEvent.click(submitButton(context));
    await expect(args.onSubmit).toHaveBeenCalledWith(NEW_DOMAIN);
  },
};

/** valid_with_note still allows the change; incorrect, missing and a failed check do not (incorrect offers Check again). */
export const CheckStates: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const t = storyText(context, AREA);
    await typeDomain(context, 'shop.lestari.design');
    await expect(checkStatus(context)).toHaveAttribute('data-state', 'valid_with_note');
    await expect(submitButton(context)).toBeEnabled();

    for (const [domain, state] of [
      ['lestari.shop', 'incorrect'],
      ['warungsenja.id', 'missing'],
      ['lestari.cafe', 'error'],
    ] as const) {
      await typeDomain(context, domain);
      await expect(checkStatus(context)).toHaveAttribute('data-state', state);
      await expect(submitButton(context)).toBeDisabled();
    }
    await expect(checkStatus(context)).toHaveTextContent(t('common:domain.checkFailed'));

    await typeDomain(context, 'lestari.shop');
    await expect(checkStatus(context)).toHaveTextContent(t('order-form:check.incorrect', { domain: 'lestari.shop', found: '185.199.108.153', ip: WDC_IP }));
    await userEvent.click(canvas.getByRole('button', { name: t('order-form:check.recheck') }));
    await expect(args.onRecheckDomain).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's own words for refusing the domain. */
const DOMAIN_IN_USE = new ApiError({ kind: 'http', status: 422, message: 'Invalid input', fieldErrors: { cname: 'The domain is already used by another host.' } });

/** The server refuses the domain: its message is on the field, and the typed domain stays. */
export const RefusedKeepsTyped: Story = {
  args: { onSubmit: fn(() => Promise.reject(DOMAIN_IN_USE)) },
  play: async (context) => {
    const { userEvent } = context;
    const t = storyText(context, AREA);
    const field = await typeDomain(context, NEW_DOMAIN);
    await userEvent.click(submitButton(context));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(t('server-messages:domainInUse'))));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue(NEW_DOMAIN);
  },
};
