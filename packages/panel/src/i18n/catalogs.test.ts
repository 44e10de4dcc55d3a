import { describe, expect, it } from 'vitest';
import { PANEL_LANGUAGES, type PanelLanguage } from './languages';
import { I18N_AREAS, type I18nArea } from './loader';

/** Raw text, so a file that is not valid JSON fails here with its name. */
const RAW_FILES = import.meta.glob<string>('./*/*.json', { query: '?raw', import: 'default', eager: true });

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^\s},]+)[^}]*\}\}/g;

type FlatCatalog = Map<string, string>;

function parseCatalog(language: PanelLanguage, area: I18nArea): FlatCatalog {
  const raw = RAW_FILES[`./${language}/${area}.json`];
  if (raw === undefined) throw new Error(`missing ${language}/${area}.json`);
  const parsed: unknown = JSON.parse(raw);
  const flat: FlatCatalog = new Map();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      flat.set(path, node);
    } else if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
    } else {
      throw new Error(`${language}/${area}: ${path || 'the root'} is neither text nor an object`);
    }
  };
  walk(parsed, '');
  return flat;
}

/** Base key -> plural categories present ([] for a plain key). */
function baseKeys(catalog: FlatCatalog): Map<string, string[]> {
  const bases = new Map<string, string[]>();
  for (const key of catalog.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const categories = bases.get(base) ?? [];
    if (match?.[1]) categories.push(match[1]);
    bases.set(base, categories);
  }
  return bases;
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}

function pluralCategories(language: PanelLanguage): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

const TRANSLATIONS = PANEL_LANGUAGES.flatMap((language) => I18N_AREAS.map((area) => [language, area] as const));

describe('panel catalogs', () => {
  it('has exactly one file per language and area', () => {
    const expected = TRANSLATIONS.map(([language, area]) => `./${language}/${area}.json`).sort();
    expect(Object.keys(RAW_FILES).sort()).toEqual(expected);
  });

  it.each(TRANSLATIONS)('%s/%s has the English keys, no empty text and the English placeholders', (language, area) => {
    const english = parseCatalog('en', area);
    const translated = parseCatalog(language, area);
    const englishBases = baseKeys(english);
    const translatedBases = baseKeys(translated);
    expect([...translatedBases.keys()].sort()).toEqual([...englishBases.keys()].sort());

    for (const [key, text] of translated) expect(text.trim(), `${language}/${area}: ${key}`).not.toBe('');

    for (const [base, englishCategories] of englishBases) {
      const categories = translatedBases.get(base) ?? [];
      if (englishCategories.length === 0) {
        expect(categories, `${language}/${area}: ${base} is not plural`).toEqual([]);
        expect(placeholders(translated.get(base) ?? ''), `${language}/${area}: ${base}`).toEqual(placeholders(english.get(base) ?? ''));
        continue;
      }
      const required = pluralCategories(language);
      expect(categories.filter((category) => !required.includes(category) && category !== 'zero'), `${language}/${area}: ${base}`).toEqual([]);
      expect(required.filter((category) => !categories.includes(category)), `${language}/${area}: ${base} misses`).toEqual([]);
      const englishOther = placeholders(english.get(`${base}_other`) ?? '');
      expect(placeholders(translated.get(`${base}_other`) ?? ''), `${language}/${area}: ${base}_other`).toEqual(englishOther);
      // A single form may say the number in words ("يومين"), so only {{count}} may be left out there.
      for (const category of categories) {
        const own = placeholders(translated.get(`${base}_${category}`) ?? '');
        expect(englishOther.filter((name) => name !== 'count' && !own.includes(name)), `${language}/${area}: ${base}_${category}`).toEqual([]);
        expect(own.filter((name) => !englishOther.includes(name)), `${language}/${area}: ${base}_${category}`).toEqual([]);
      }
    }
  });

  it.each(I18N_AREAS)('en/%s has every plural form English needs', (area) => {
    for (const [base, categories] of baseKeys(parseCatalog('en', area))) {
      if (categories.length > 0) expect(categories.sort(), base).toEqual(pluralCategories('en'));
    }
  });

  it.each([
    ['errors.network', 'Network response was not ok'],
    ['errors.fetch', 'Error fetching data! try again later'],
    ['errors.missingTemplate', 'Failed to fetch the data template. Maybe the file still missing.'],
    ['notFound.title', 'The page you are looking for does not exist.'],
    ['access.banned', 'Your account is banned, sorry.'],
    ['upload.failedWithStatus', 'Upload failed with status code {{status}}'],
    ['domain.unavailable', 'Domain is currently unavailable.'],
    ['domain.purchaseNeedsData', 'We cannot process domain purchases until you fill in the data we need.'],
  ])('keeps the spec wording of common %s', (key, text) => {
    expect(parseCatalog('en', 'common').get(key)).toBe(text);
  });

  it.each([
    ['upload.noFileInZip', 'No file found in the zip'],
    ['upload.tooLarge', 'This file size ({{size}}) exceeds the limit ({{limit}}), try upload it to GitHub first and put the link here instead.'],
  ])('keeps the spec wording of the upload form %s', (key, text) => {
    expect(parseCatalog('en', 'upload-or-clone').get(key)).toBe(text);
  });
});

describe('catalog loaders', () => {
  it('list exactly the catalog files on disk (run scripts/gen-catalog-loaders.mjs after adding one)', async () => {
    const { LANGUAGE_LOADERS } = await import('./catalog-loaders');
    const listed = await Promise.all(
      Object.entries(LANGUAGE_LOADERS).map(async ([language, load]) => Object.keys(await load()).map((area) => `./${language}/${area}.json`)),
    );
    expect(listed.flat().sort()).toEqual(Object.keys(RAW_FILES).sort());
  });

  it('load each file as its own catalog', async () => {
    const { LANGUAGE_LOADERS } = await import('./catalog-loaders');
    const german = await LANGUAGE_LOADERS.de?.();
    await expect(german?.shell?.()).resolves.toEqual(JSON.parse(RAW_FILES['./de/shell.json'] ?? ''));
  });
});
