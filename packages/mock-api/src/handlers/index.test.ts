import { describe, expect, it } from 'vitest';
import { createHttpApi } from '@hostdeck/panel/contract';
import { createWorldStore } from '../store/world-store';
import { createHandlerGroups, createHandlers } from './index';
import { AREA_CALLS } from './testing';

describe('createHandlers', () => {
  it('has an area test list for every contract call that makes a request', () => {
    const requesting = Object.keys(createHttpApi({ baseUrl: '' })).filter((name) => !name.endsWith('Url'));
    expect(Object.values(AREA_CALLS).flat().sort()).toEqual(requesting.sort());
  });

  it('groups the handlers by contract area', () => {
    const store = createWorldStore({ now: () => 0 });
    const groups = createHandlerGroups(store, { baseUrl: 'http://demo.test' });
    expect(Object.keys(groups)).toEqual(Object.keys(AREA_CALLS));
    expect(createHandlers(store)).toHaveLength(Object.values(groups).flat().length);
  });
});
