/** The console's own words until the panel's catalogs arrive; en is the source. */
export const CONSOLE_STRINGS = {
  tagline: 'The web console of a hosting platform for web developers.',
  preview: 'Design system preview',
  appearance: 'Appearance',
  theme: 'Theme',
  system: 'System',
  light: 'Always light',
  dark: 'Always dark',
  palette: 'Palette',
  language: 'Language',
  sample: 'Sample controls',
  deploy: 'Deploy',
  hostName: 'Host name',
  hostNameHint: 'Lowercase letters and digits.',
  consoleSoon: 'The console screens arrive in the next release.',
} as const;

export type ConsoleStrings = Record<keyof typeof CONSOLE_STRINGS, string>;

/** Each language's own name, as its speakers write it. */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  ar: 'العربية',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  nl: 'Nederlands',
  pt: 'Português',
  ru: 'Русский',
  zh: '中文',
};
