import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { loadUiStrings } from './load-ui-strings';
import { EN_STRINGS, UI_LANGUAGES, UI_NAMESPACE, formatString, isRtl, type UiStringKey } from './strings';
import { useUiStrings } from './ui-strings-provider';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
/** A `{name}` left over from the old format: i18next would show it as it is. */
const singleBrace = (text: string) => /(?<!\{)\{\w+\}(?!\})/.test(text);

/** Renders what useUiStrings gives one key, optionally inside an i18next instance. */
function say(key: UiStringKey, values?: Record<string, string | number>, instance?: ReturnType<typeof createInstance>): string {
  function Probe() {
    const t = useUiStrings();
    return createElement('p', null, t(key, values));
  }
  const probe = createElement(Probe);
  return renderToStaticMarkup(instance ? createElement(I18nextProvider, { i18n: instance }, probe) : probe).replace(/^<p>|<\/p>$/g, '');
}

async function instanceWith(language: string, withUi = true) {
  const i18n = createInstance();
  // Another namespace with the same key, so a hit there would show.
  const bundles: Record<string, Record<string, string>> = { other: { close: 'not this one' } };
  if (withUi) bundles[UI_NAMESPACE] = await loadUiStrings(language);
  await i18n.init({ lng: language, fallbackLng: 'en', resources: { [language]: bundles }, interpolation: { escapeValue: false }, initAsync: false });
  return i18n;
}

describe('ui strings', () => {
  it.each(UI_LANGUAGES.filter((language) => language !== 'en'))('%s translates every key, keeping the {{placeholders}}', async (language) => {
    const strings = await loadUiStrings(language);
    expect(Object.keys(strings).sort()).toEqual(Object.keys(EN_STRINGS).sort());
    for (const [key, english] of Object.entries(EN_STRINGS)) {
      const translated = strings[key as UiStringKey];
      expect(translated.trim(), `${language}.${key}`).not.toBe('');
      expect(placeholders(translated), `${language}.${key}`).toEqual(placeholders(english));
      expect(singleBrace(translated), `${language}.${key} has a {name} placeholder: i18next needs {{name}}`).toBe(false);
    }
  });

  it('writes English placeholders the i18next way', () => {
    expect(Object.values(EN_STRINGS).filter(singleBrace)).toEqual([]);
    expect(placeholders(EN_STRINGS.step)).toEqual(['current', 'total']);
  });

  it('falls back to English for an unknown language', async () => {
    expect(await loadUiStrings('xx')).toBe(EN_STRINGS);
    expect(await loadUiStrings('constructor')).toBe(EN_STRINGS);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(formatString('Step {{current}} of {{ total }}', { current: 2, total: 4 })).toBe('Step 2 of 4');
    expect(formatString('Type {{text}}', {})).toBe('Type {{text}}');
  });

  it('speaks English without an i18next instance', () => {
    expect(say('close')).toBe('Close');
    expect(say('step', { current: 2, total: 4 })).toBe('Step 2 of 4');
  });

  it('reads the ui namespace of the surrounding i18next instance, interpolated by it', async () => {
    const german = await instanceWith('de');
    expect(say('close', undefined, german)).toBe('Schließen');
    expect(say('step', { current: 2, total: 4 }, german)).toBe('Schritt 2 von 4');
    expect(say('typeToConfirm', { text: 'shop' }, await instanceWith('ja'))).toBe('確認のため shop と入力してください');
  });

  it('finds the ui bundle through the instance language chain, else says English', async () => {
    const regional = await instanceWith('de');
    await regional.changeLanguage('de-AT');
    expect(say('cancel', undefined, regional)).toBe('Abbrechen');
    expect(say('cancel', undefined, await instanceWith('fr', false))).toBe('Cancel');
  });

  it('lays out Arabic right to left only', () => {
    expect(UI_LANGUAGES.filter(isRtl)).toEqual(['ar']);
  });
});
