import { EN_STRINGS, type UiLanguage, type UiStrings } from './strings';

type Loader = () => Promise<{ strings: UiStrings }>;

/** One lazy chunk per language, so an app only downloads the language it shows. */
const LOADERS: Record<Exclude<UiLanguage, 'en'>, Loader> = {
  ar: () => import('./messages/ar'),
  de: () => import('./messages/de'),
  es: () => import('./messages/es'),
  fr: () => import('./messages/fr'),
  hi: () => import('./messages/hi'),
  id: () => import('./messages/id'),
  it: () => import('./messages/it'),
  ja: () => import('./messages/ja'),
  ko: () => import('./messages/ko'),
  nl: () => import('./messages/nl'),
  pt: () => import('./messages/pt'),
  ru: () => import('./messages/ru'),
  zh: () => import('./messages/zh'),
};

/**
 * The `ui` namespace's resource bundle for a language (flat keys, `{{name}}` placeholders), for an i18next instance to
 * add with `addResourceBundle(language, UI_NAMESPACE, strings)`. Unknown languages get English.
 */
export async function loadUiStrings(language: string): Promise<UiStrings> {
  if (!Object.hasOwn(LOADERS, language)) return EN_STRINGS;
  const module = await LOADERS[language as keyof typeof LOADERS]();
  return module.strings;
}
