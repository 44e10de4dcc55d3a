import { describe, expect, it, vi } from 'vitest';
import type { OrderFormContext, OrderFormValues } from '../../../../rules/order-form';
import type { TabStorage } from '../tab-storage';
import { clearOrderDraft, loadOrderDraft, parseOrderDraft, saveOrderDraft, serializeOrderDraft } from './order-form-draft';

const context: OrderFormContext = {
  servers: [
    { id: 2, endpoint: 'sgp.domcloud.co', feature_level: 0, global_domain: 'domcloud.dev', wildcard_domain: 'dom.my.id' },
    { id: 3, endpoint: 'wdc.domcloud.co', feature_level: 1, global_domain: 'domcloud.dev', wildcard_domain: 'dom.my.id' },
  ],
  domains: [{ domain: 'lestari.studio', server_id: 2 }],
  planLevel: 1,
  features: { global_domain: 1 },
};
const VALUES: OrderFormValues = { name: 'blog', serverId: '3', domainChoice: 'lestari.studio', customDomain: '', mergeWithParent: true, password: 'never-stored-9' };
const DRAFT = { name: 'blog', serverId: '3', domainChoice: 'lestari.studio', customDomain: '', mergeWithParent: true };

/** A session storage in memory. */
function memoryStorage(initial: Record<string, string> = {}): TabStorage & { entries: () => Record<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries: () => Object.fromEntries(entries),
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

describe('the order form draft', () => {
  it('keeps every field but the password', () => {
    expect(JSON.parse(serializeOrderDraft(VALUES))).toEqual(DRAFT);
    expect(serializeOrderDraft(VALUES)).not.toContain('never-stored-9');
  });

  it('restores what it kept', () => {
    expect(parseOrderDraft(serializeOrderDraft(VALUES), context)).toEqual(DRAFT);
    expect(parseOrderDraft(JSON.stringify({ ...DRAFT, domainChoice: '', customDomain: 'lestari.shop' }), context)).toMatchObject({ domainChoice: '', customDomain: 'lestari.shop' });
  });

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['not JSON', '{"name": "blog"'],
    ['not an object', '"blog"'],
    ['a field missing', JSON.stringify({ name: 'blog', serverId: '3', domainChoice: 'dom.my.id', customDomain: '' })],
    ['a field of the wrong type', JSON.stringify({ ...DRAFT, serverId: 3 })],
    ['merge as text', JSON.stringify({ ...DRAFT, mergeWithParent: 'true' })],
    ['a name longer than any domain', JSON.stringify({ ...DRAFT, name: 'a'.repeat(254) })],
  ])('restores nothing from %s', (_, stored) => {
    expect(parseOrderDraft(stored, context)).toBeUndefined();
  });

  it('drops a server the plan no longer allows, with its suffix', () => {
    expect(parseOrderDraft(serializeOrderDraft(VALUES), { ...context, planLevel: 0 })).toEqual({ name: 'blog', customDomain: '', mergeWithParent: true });
    expect(parseOrderDraft(serializeOrderDraft({ ...VALUES, serverId: '77' }), context)).toEqual({ name: 'blog', customDomain: '', mergeWithParent: true });
  });

  it('takes the server\u2019s first usable suffix when the kept one is offered no more', () => {
    expect(parseOrderDraft(serializeOrderDraft(VALUES), { ...context, domains: [] })).toMatchObject({ serverId: '3', domainChoice: 'dom.my.id' });
    expect(parseOrderDraft(serializeOrderDraft({ ...VALUES, serverId: '2', domainChoice: 'domcloud.dev' }), { ...context, planLevel: 0 })).toMatchObject({ serverId: '2', domainChoice: 'dom.my.id' });
  });

  it('is saved, loaded and cleared under its key', () => {
    const storage = memoryStorage({ other: 'kept' });
    saveOrderDraft(storage, 'order-draft', VALUES);
    expect(loadOrderDraft(storage, 'order-draft', context)).toEqual(DRAFT);
    clearOrderDraft(storage, 'order-draft');
    expect(storage.entries()).toEqual({ other: 'kept' });
  });

  it('removes a malformed draft once read', () => {
    const storage = memoryStorage({ 'order-draft': '{broken' });
    expect(loadOrderDraft(storage, 'order-draft', context)).toBeUndefined();
    expect(storage.entries()).toEqual({});
  });

  it('works on without storage that throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const denied: TabStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(loadOrderDraft(denied, 'order-draft', context)).toBeUndefined();
    expect(() => saveOrderDraft(denied, 'order-draft', VALUES)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
