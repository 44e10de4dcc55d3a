import { describe, expect, it } from 'vitest';

/*
 * The billing pages name some buttons more fully than they read ("Delete" reads, "Delete Payment fee" is its name):
 * speech users say what they see, so in every language the name must hold the visible text (WCAG 2.5.3).
 */

type Catalog = Record<string, unknown>;
const INVOICES = import.meta.glob<Catalog>('../../../i18n/*/team-invoices.json', { eager: true, import: 'default' });
const HISTORY = import.meta.glob<Catalog>('../../../i18n/*/team-history.json', { eager: true, import: 'default' });

function text(catalog: Catalog, path: string): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Catalog | undefined)?.[key], catalog);
  if (typeof value !== 'string') throw new Error(`no text at ${path}`);
  return value;
}

const languageOf = (file: string) => /i18n\/([a-z]+)\//.exec(file)?.[1] ?? file;
const PAIRS = [
  ...Object.entries(INVOICES).flatMap(([file, catalog]) => [
    [languageOf(file), 'team-invoices', text(catalog, 'actions.cancel'), text(catalog, 'actions.cancelLabel')],
    [languageOf(file), 'team-invoices', text(catalog, 'actions.delete'), text(catalog, 'actions.deleteLabel')],
  ]),
  ...Object.entries(HISTORY).map(([file, catalog]) => [languageOf(file), 'team-history', text(catalog, 'print.button'), text(catalog, 'print.buttonLabel')]),
];

describe('billing button names hold their visible text', () => {
  it('covers the 14 languages', () => {
    expect(Object.keys(INVOICES)).toHaveLength(14);
    expect(Object.keys(HISTORY)).toHaveLength(14);
  });

  it.each(PAIRS)('%s %s: "%s" is inside "%s"', (_, __, visible, name) => {
    expect(name.toLocaleLowerCase()).toContain(visible.toLocaleLowerCase());
  });
});
