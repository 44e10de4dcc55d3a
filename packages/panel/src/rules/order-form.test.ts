import { describe, expect, it } from 'vitest';
import type { HostDomainCheckState } from './domain-check';
import {
  CUSTOM_DOMAIN_CHOICE,
  CUSTOM_DOMAIN_PATTERN,
  HOST_NAME_PATTERN,
  canSubmitOrder,
  checkCustomDomain,
  checkHostName,
  checkOrderPassword,
  domainSuffixOptions,
  hostNameLimits,
  isServerDisabled,
  mergeAvailability,
  orderDomain,
  orderDomainInUseBy,
  toOrderSubmission,
  validateOrderForm,
  type OrderFormContext,
  type OrderFormValues,
} from './order-form';

const SERVERS = [
  { id: 2, endpoint: 'sgp.domcloud.co', feature_level: 0, global_domain: 'domcloud.dev', wildcard_domain: 'dom.my.id', ip: '129.150.52.34' },
  { id: 3, endpoint: 'wdc.domcloud.co', feature_level: 1, global_domain: 'domcloud.dev', wildcard_domain: 'dom.my.id', ip: '203.0.113.40' },
  { id: 5, endpoint: 'osk.domcloud.co', feature_level: 2, global_domain: null, wildcard_domain: null },
  { id: 9, endpoint: 'own.example.net', feature_level: null, global_domain: null, wildcard_domain: null },
];
const DOMAINS = [
  { domain: 'lestari.studio', server_id: 2 },
  { domain: 'shop.lestari.studio', server_id: 3 },
];
const FEATURES = { global_domain: 1 };
const context = (planLevel = 2): OrderFormContext => ({ servers: SERVERS, domains: DOMAINS, planLevel, features: FEATURES });

const VALUES: OrderFormValues = { name: 'cuddly-pop-vou', serverId: '2', domainChoice: 'dom.my.id', customDomain: '', mergeWithParent: false, password: 'secret-pass' };
const x = (count: number) => 'a'.repeat(count);

describe('host name (rule 1)', () => {
  it.each([
    ['a', true],
    ['a1', true],
    ['a-b', true],
    ['abc-123', true],
    ['1abc', false],
    ['-abc', false],
    ['abc-', false],
    ['Abc', false],
    ['ab_c', false],
    ['ab.c', false],
    ['ab c', false],
    ['', false],
  ])('%j fits the lowercase pattern: %s', (name, fits) => {
    expect(HOST_NAME_PATTERN.test(name)).toBe(fits);
  });

  it('is 5 to 32 long for the portal username (custom domain)', () => {
    expect(hostNameLimits(CUSTOM_DOMAIN_CHOICE)).toEqual({ min: 5, max: 32 });
  });

  it('is 1 to 39 minus the suffix length under a sub-domain', () => {
    expect(hostNameLimits('dom.my.id')).toEqual({ min: 1, max: 30 });
    expect(hostNameLimits('shop.lestari.studio')).toEqual({ min: 1, max: 20 });
  });

  it.each([
    [4, { path: 'name', code: 'lengthRange', params: { min: 5, max: 32 } }],
    [5, undefined],
    [32, undefined],
    [33, { path: 'name', code: 'lengthRange', params: { min: 5, max: 32 } }],
  ])('portal username of %i characters', (length, error) => {
    expect(checkHostName(x(length), CUSTOM_DOMAIN_CHOICE)).toEqual(error);
  });

  it.each([
    [1, undefined],
    [30, undefined],
    [31, { path: 'name', code: 'lengthRange', params: { min: 1, max: 30 } }],
  ])('host name of %i characters under dom.my.id (9 long)', (length, error) => {
    expect(checkHostName(x(length), 'dom.my.id')).toEqual(error);
  });

  it('gives the full domain at most 40 characters at the longest name', () => {
    expect(orderDomain({ name: x(30), domainChoice: 'dom.my.id', customDomain: '' })).toHaveLength(40);
  });

  it.each([
    ['', 'dom.my.id', { path: 'name', code: 'required' }],
    ['Bad-name', 'dom.my.id', { path: 'name', code: 'pattern' }],
    ['bad-', CUSTOM_DOMAIN_CHOICE, { path: 'name', code: 'lengthRange', params: { min: 5, max: 32 } }],
    ['bad-name-', CUSTOM_DOMAIN_CHOICE, { path: 'name', code: 'pattern' }],
  ])('%j under %j', (name, choice, error) => {
    expect(checkHostName(name, choice)).toEqual(error);
  });
});

describe('custom domain (rule 2)', () => {
  const label = (length: number) => `${x(length - 1)}b`;
  it.each([
    ['example.com', true],
    ['www.example.co.id', true],
    ['a.example.com', true],
    ['my-site.example.io', true],
    ['1st.example.com', true],
    [`example.${label(1)}`, false],
    [`example.${label(2)}`, true],
    [`example.${label(63)}`, true],
    [`example.${label(64)}`, false],
    [`${label(63)}.com`, true],
    [`${label(64)}.com`, false],
    ['example', false],
    ['example.c0m', true],
    ['example.1com', false],
    ['-example.com', false],
    ['example-.com', false],
    ['example..com', false],
    ['Example.com', false],
    ['example.com.', false],
    ['exa mple.com', false],
  ])('%j fits the domain pattern: %s', (domain, fits) => {
    expect(CUSTOM_DOMAIN_PATTERN.test(domain)).toBe(fits);
  });

  it.each([
    [`${x(36)}.com`, undefined],
    [`${x(37)}.com`, { path: 'customDomain', code: 'tooLong', params: { max: 40 } }],
    ['', { path: 'customDomain', code: 'required' }],
    ['not a domain', { path: 'customDomain', code: 'pattern' }],
  ])('%j', (domain, error) => {
    expect(checkCustomDomain(domain)).toEqual(error);
  });

  it('is required only when no suffix is chosen', () => {
    expect(validateOrderForm(VALUES, context())).toEqual([]);
    expect(validateOrderForm({ ...VALUES, name: 'maya-lestari', domainChoice: CUSTOM_DOMAIN_CHOICE }, context())).toEqual([{ path: 'customDomain', code: 'required' }]);
  });
});

describe('password (rule 3)', () => {
  it.each([
    ['', { path: 'password', code: 'required' }],
    [x(7), { path: 'password', code: 'tooShort', params: { min: 8 } }],
    [x(8), undefined],
  ])('%j', (password, error) => {
    expect(checkOrderPassword(password)).toEqual(error);
  });
});

describe('submit (rule 4)', () => {
  it.each<[HostDomainCheckState | undefined, boolean]>([
    ['valid', true],
    ['valid_with_note', true],
    ['loading', false],
    ['retrying', false],
    ['incorrect', false],
    ['missing', false],
    ['error', false],
    ['in_use', false],
    [undefined, false],
  ])('with the domain check %s: %s', (state, enabled) => {
    expect(canSubmitOrder(VALUES, context(), state)).toBe(enabled);
  });

  it.each<[string, Partial<OrderFormValues>]>([
    ['a bad name', { name: 'Bad' }],
    ['a name too long for the suffix', { name: x(31) }],
    ['no server', { serverId: '' }],
    ['an unknown server', { serverId: '77' }],
    ['no domain chosen', { domainChoice: 'unknown.example' }],
    ['a missing custom domain', { domainChoice: CUSTOM_DOMAIN_CHOICE, name: 'maya-lestari' }],
    ['a custom domain too long', { domainChoice: CUSTOM_DOMAIN_CHOICE, name: 'maya-lestari', customDomain: `${x(37)}.com` }],
    ['no password', { password: '' }],
    ['a 7-character password', { password: x(7) }],
  ])('is disabled with %s', (_, change) => {
    expect(canSubmitOrder({ ...VALUES, ...change }, context(), 'valid')).toBe(false);
  });

  it.each<[string, Partial<OrderFormValues>, string | undefined]>([
    ['a team website\u2019s domain as the custom domain', { domainChoice: CUSTOM_DOMAIN_CHOICE, name: 'maya-lestari', customDomain: 'lestari.studio' }, 'lestari.studio'],
    ['a live sub-domain website as the custom domain', { domainChoice: CUSTOM_DOMAIN_CHOICE, name: 'maya-lestari', customDomain: 'shop.lestari.studio' }, 'shop.lestari.studio'],
    ['a live sub-domain website as name and suffix', { domainChoice: 'lestari.studio', name: 'shop' }, 'shop.lestari.studio'],
    ['the www. name of a website', { domainChoice: 'lestari.studio', name: 'www' }, 'lestari.studio'],
    ['a new name under a website\u2019s domain', { domainChoice: 'lestari.studio', name: 'blog' }, undefined],
  ])('with %s, whatever the check says', (_, change, holder) => {
    const values = { ...VALUES, ...change };
    expect(orderDomainInUseBy(values, DOMAINS)).toBe(holder);
    expect(canSubmitOrder(values, context(), 'valid')).toBe(holder === undefined);
  });

  it('is enabled with a custom domain and a portal username', () => {
    expect(canSubmitOrder({ ...VALUES, name: 'maya-lestari', domainChoice: CUSTOM_DOMAIN_CHOICE, customDomain: 'lestari.shop' }, context(), 'valid')).toBe(true);
  });
});

describe('merge with the parent domain (rule 5)', () => {
  const optionsOf = (serverId: number) => domainSuffixOptions(SERVERS.find((server) => server.id === serverId), context());
  const optionFor = (serverId: number, suffix: string) => optionsOf(serverId).find((option) => option.suffix === suffix);

  it.each([
    [2, 'lestari.studio', { isEnabled: true }],
    [3, 'lestari.studio', { isEnabled: false, requiredEndpoint: 'sgp.domcloud.co' }],
    [3, 'shop.lestari.studio', { isEnabled: true }],
    [2, 'shop.lestari.studio', { isEnabled: false, requiredEndpoint: 'wdc.domcloud.co' }],
    [2, 'dom.my.id', { isEnabled: false }],
    [2, 'domcloud.dev', { isEnabled: false }],
  ])('on server %i under %s', (serverId, suffix, availability) => {
    expect(mergeAvailability(optionFor(serverId, suffix), String(serverId), SERVERS)).toEqual(availability);
  });

  it('is disabled without a suffix (custom domain)', () => {
    expect(mergeAvailability(undefined, '2', SERVERS)).toEqual({ isEnabled: false });
  });

  it('is sent only when allowed', () => {
    const merged = { ...VALUES, domainChoice: 'lestari.studio', name: 'blog', mergeWithParent: true };
    expect(toOrderSubmission(merged, context())).toEqual({ username: 'blog', serverId: 2, domain: 'blog.lestari.studio', mergeWithParent: true, password: 'secret-pass' });
    expect(toOrderSubmission({ ...merged, serverId: '3' }, context()).mergeWithParent).toBe(false);
    expect(toOrderSubmission({ ...VALUES, mergeWithParent: true }, context()).mergeWithParent).toBe(false);
  });
});

describe('plan-level gates (rule 6)', () => {
  it.each([
    [{ feature_level: 0 }, 0, false],
    [{ feature_level: 1 }, 0, true],
    [{ feature_level: 1 }, 1, false],
    [{ feature_level: 2 }, 1, true],
    [{ feature_level: null }, -1, false],
  ])('server %j at plan level %i is disabled: %s', (server, planLevel, disabled) => {
    expect(isServerDisabled(server, planLevel)).toBe(disabled);
  });

  it('refuses a server above the plan level', () => {
    expect(validateOrderForm({ ...VALUES, serverId: '3' }, context(0))).toEqual([{ path: 'serverId', code: 'planTooLow' }]);
  });

  it.each([
    [0, true],
    [1, false],
  ])('the global domain at plan level %i is disabled: %s', (planLevel, disabled) => {
    const global = domainSuffixOptions(SERVERS[0], context(planLevel)).find((option) => option.source === 'global');
    expect(global).toEqual({ suffix: 'domcloud.dev', source: 'global', isDisabled: disabled });
    const errors = validateOrderForm({ ...VALUES, domainChoice: 'domcloud.dev' }, context(planLevel));
    expect(errors).toEqual(disabled ? [{ path: 'domainChoice', code: 'planTooLow' }] : []);
  });

  it('disables the global domain where the installation does not offer it', () => {
    const options = domainSuffixOptions(SERVERS[0], { ...context(), features: {} });
    expect(options.find((option) => option.source === 'global')?.isDisabled).toBe(true);
  });
});

describe('all the rules at once', () => {
  it.each<[string, Partial<OrderFormValues>, unknown[]]>([
    ['nothing broken', {}, []],
    ['no server (so no suffix either)', { serverId: '' }, [{ path: 'serverId', code: 'required' }, { path: 'domainChoice', code: 'required' }]],
    ['a suffix the server does not offer', { domainChoice: 'other.example' }, [{ path: 'domainChoice', code: 'required' }]],
    [
      'every field broken, in field order',
      { name: '', serverId: '77', domainChoice: CUSTOM_DOMAIN_CHOICE, customDomain: 'Not.A.Domain', password: x(3) },
      [
        { path: 'name', code: 'required' },
        { path: 'serverId', code: 'required' },
        { path: 'customDomain', code: 'pattern' },
        { path: 'password', code: 'tooShort', params: { min: 8 } },
      ],
    ],
  ])('%s', (_, change, issues) => {
    expect(validateOrderForm({ ...VALUES, ...change }, context())).toEqual(issues);
  });
});

describe('suffix options', () => {
  it('lists the wildcard, the global domain, then the team domains, each once', () => {
    expect(domainSuffixOptions(SERVERS[0], { ...context(), domains: [...DOMAINS, { domain: 'dom.my.id', server_id: 2 }] })).toEqual([
      { suffix: 'dom.my.id', source: 'wildcard', isDisabled: false },
      { suffix: 'domcloud.dev', source: 'global', isDisabled: false },
      { suffix: 'lestari.studio', source: 'parent', isDisabled: false, serverId: 2 },
      { suffix: 'shop.lestari.studio', source: 'parent', isDisabled: false, serverId: 3 },
    ]);
  });

  it('offers only the team domains on a server without platform domains', () => {
    expect(domainSuffixOptions(SERVERS[3], context()).map((option) => option.source)).toEqual(['parent', 'parent']);
    expect(domainSuffixOptions(undefined, { ...context(), domains: [] })).toEqual([]);
  });

  it('builds the full domain from the name and suffix, or takes the custom one', () => {
    expect(orderDomain({ name: 'blog', domainChoice: 'lestari.studio', customDomain: 'ignored.com' })).toBe('blog.lestari.studio');
    expect(orderDomain({ name: 'maya-lestari', domainChoice: CUSTOM_DOMAIN_CHOICE, customDomain: 'lestari.shop' })).toBe('lestari.shop');
  });
});
