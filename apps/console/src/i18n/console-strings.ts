import { CONSOLE_STRINGS, type ConsoleStrings } from './strings';

type Loader = () => Promise<{ strings: ConsoleStrings }>;

/** One lazy chunk per language: only the active one is fetched. */
const LOADERS: Record<string, Loader> = {
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

export async function loadConsoleStrings(language: string): Promise<ConsoleStrings> {
  const loader = LOADERS[language];
  return loader ? (await loader()).strings : CONSOLE_STRINGS;
}
