export { cn } from './lib/cn';

export * from './theme/theme';
export { ThemeProvider, useTheme, type ThemeContextValue, type ThemeProviderProps } from './theme/theme-provider';
export { contrastRatio } from './theme/contrast';

export { EN_STRINGS, UI_LANGUAGES, formatString, isRtl, type UiLanguage, type UiStringKey, type UiStrings } from './i18n/strings';
export { UiStringsProvider, loadUiStrings, useUiStrings, type UiStringsProviderProps } from './i18n/ui-strings-provider';

export * from './components/button';
export * from './components/spinner';
export * from './components/tooltip';
