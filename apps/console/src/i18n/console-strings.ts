import { CONSOLE_STRINGS, type ConsoleStrings } from './strings';

/** One lazy chunk per language (Vite splits each glob match): only the active one is fetched. */
const LOADERS = import.meta.glob<{ strings: ConsoleStrings }>('./messages/*.ts');

export async function loadConsoleStrings(language: string): Promise<ConsoleStrings> {
  const loader = LOADERS[`./messages/${language}.ts`];
  return loader ? (await loader()).strings : CONSOLE_STRINGS;
}
