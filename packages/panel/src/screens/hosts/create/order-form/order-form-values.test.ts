import { describe, expect, it } from 'vitest';
import type { OrderFormContext, OrderFormValues } from '../../../../rules/order-form';
import { initialOrderValues, withServer } from './order-form-values';

const context: OrderFormContext = {
  servers: [
    { id: 2, endpoint: 'sgp.domcloud.co', feature_level: 0, global_domain: 'domcloud.dev', wildcard_domain: 'dom.my.id' },
    { id: 3, endpoint: 'wdc.domcloud.co', feature_level: 1, global_domain: 'domcloud.dev', wildcard_domain: 'dom.my.id' },
    { id: 9, endpoint: 'own.example.net', feature_level: 0, global_domain: null, wildcard_domain: null },
  ],
  domains: [],
  planLevel: 0,
  features: { global_domain: 1 },
};
const VALUES: OrderFormValues = { name: 'brave-otter-kqz', serverId: '2', domainChoice: 'dom.my.id', customDomain: '', mergeWithParent: false, password: 'x'.repeat(18) };

describe('order form values', () => {
  it('starts on the default server and its first usable suffix', () => {
    expect(initialOrderValues(context, { defaultServerId: 2, name: 'n', password: 'p' })).toMatchObject({ serverId: '2', domainChoice: 'dom.my.id' });
  });

  it('skips a default server above the plan level', () => {
    expect(initialOrderValues(context, { defaultServerId: 3, name: 'n', password: 'p' }).serverId).toBe('2');
  });

  it('starts with a custom domain on a server without suffixes, and with no server when none is usable', () => {
    expect(initialOrderValues(context, { defaultServerId: 9, name: 'n', password: 'p' })).toMatchObject({ serverId: '9', domainChoice: '' });
    expect(initialOrderValues({ ...context, planLevel: -1, servers: context.servers.filter((server) => server.id === 3) }, { name: 'n', password: 'p' })).toMatchObject({ serverId: '', domainChoice: '' });
  });

  it('keeps the suffix the new server offers, and otherwise takes its first', () => {
    expect(withServer(VALUES, '3', context)).toMatchObject({ serverId: '3', domainChoice: 'dom.my.id' });
    expect(withServer(VALUES, '9', context)).toMatchObject({ serverId: '9', domainChoice: '' });
    expect(withServer({ ...VALUES, domainChoice: '', customDomain: 'lestari.shop' }, '3', context)).toMatchObject({ serverId: '3', domainChoice: '', customDomain: 'lestari.shop' });
  });
});
