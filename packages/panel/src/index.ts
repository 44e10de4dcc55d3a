// The API contract and its HTTP implementation.
export * from './api/errors';
export * from './api/client';
export * from './api/upload';
export * from './api/contract';
export * from './api/http';
export * from './api/schemas/backups';
export * from './api/schemas/billing';
export * from './api/schemas/common';
export * from './api/schemas/deploy';
export * from './api/schemas/dns';
export * from './api/schemas/domains';
export * from './api/schemas/host-tools';
export * from './api/schemas/hosts';
export * from './api/schemas/invite';
export * from './api/schemas/nginx';
export * from './api/schemas/profile';
export * from './api/schemas/recipes';
export * from './api/schemas/servers';
export * from './api/schemas/session';
export * from './api/schemas/teams';
export * from './api/schemas/webhook';

// Data layer.
export * from './data/panel-provider';
export * from './data/query-client';
export * from './data/session';

// Translations.
export { PANEL_LANGUAGES, RTL_LANGUAGES, LANGUAGE_NAMES, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, isPanelLanguage, toPanelLanguage, languageDirection, readStoredLanguage, storeLanguage, type PanelLanguage, type TextDirection } from './i18n/languages';
export { I18N_AREAS, createPanelI18n, changePanelLanguage, loadPanelLanguage, hasPanelLanguage, type I18nArea, type Catalog, type CatalogLoaders, type PanelI18nOptions, type PreloadedCatalogs } from './i18n/loader';
export { PanelI18nProvider, useLanguageLoading, useT, LANGUAGE_LOADING_DELAY_MS, type PanelI18nProviderProps } from './i18n/i18n-provider';
