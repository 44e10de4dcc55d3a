import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useT } from '../i18n/i18n-provider';
import { partialPanelApi, usePanel } from './panel-provider';

function render(useHook: () => unknown) {
  function Probe() {
    useHook();
    return null;
  }
  return () => renderToStaticMarkup(createElement(Probe));
}

describe('embedding without a provider', () => {
  it('names the provider that is missing', () => {
    expect(render(usePanel)).toThrow('usePanel must be used inside <PanelProvider>');
    expect(render(() => useT('host-list'))).toThrow('useT must be used inside <PanelI18nProvider>');
  });
});

describe('partialPanelApi', () => {
  it('calls the methods given and rejects any other, naming it', async () => {
    const api = partialPanelApi({ getInitData: () => Promise.reject(new Error('from the adapter')) });
    await expect(api.getInitData()).rejects.toThrow('from the adapter');
    await expect(api.listHosts({ teamId: 7 })).rejects.toThrow('This PanelApi adapter does not implement listHosts');
  });

  it('is not mistaken for a promise', async () => {
    const api = partialPanelApi({});
    expect(await Promise.resolve(api)).toBe(api);
  });
});
