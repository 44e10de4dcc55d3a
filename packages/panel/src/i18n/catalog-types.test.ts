import { describe, expect, expectTypeOf, it } from 'vitest';
import { UI_NAMESPACE } from '@hostdeck/ui';
import CATALOG_TYPES_SOURCE from './catalog-types.ts?raw';
import type { PanelCatalogs } from './catalog-types';
import { I18N_AREAS, type I18nArea } from './loader';

/** `area: typeof name;` entries of the PanelCatalogs interface, as area -> imported name. */
function catalogEntries(source: string): Map<string, string> {
  const body = /export interface PanelCatalogs \{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (body === undefined) throw new Error('catalog-types.ts declares no PanelCatalogs interface');
  const entries = [...body.matchAll(/^\s*'?([\w-]+)'?: typeof (\w+);/gm)];
  return new Map(entries.map(([, area = '', name = '']) => [area, name]));
}

/** `import type name from './en/<file>.json'` lines, as imported name -> file. */
function englishImports(source: string): Map<string, string> {
  const imports = [...source.matchAll(/^import type (\w+) from '\.\/en\/([\w-]+)\.json';$/gm)];
  return new Map(imports.map(([, name = '', file = '']) => [name, file]));
}

describe('catalog-types.ts', () => {
  const entries = catalogEntries(CATALOG_TYPES_SOURCE);

  it('types every catalog area the loader knows, and the ui namespace, and nothing else', () => {
    expect([...entries.keys()].sort()).toEqual([...I18N_AREAS, UI_NAMESPACE].sort());
  });

  it.each(I18N_AREAS)('types %s from its own English catalog', (area) => {
    const name = entries.get(area);
    expect(name, `${area} has no entry`).toBeDefined();
    expect(englishImports(CATALOG_TYPES_SOURCE).get(name ?? '')).toBe(area);
  });

  it('types the ui namespace from the English words @hostdeck/ui ships', () => {
    expect(entries.get(UI_NAMESPACE)).toBe('EN_STRINGS');
    expectTypeOf<keyof PanelCatalogs>().toEqualTypeOf<I18nArea | typeof UI_NAMESPACE>();
  });
});
