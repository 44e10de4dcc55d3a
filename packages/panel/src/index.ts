// The API contract and its HTTP implementation.
export * from './api/errors';
export * from './api/client';
export * from './api/upload';
export * from './api/contract';
export * from './api/contract/backups';
export * from './api/contract/call-options';
export * from './api/contract/deploy';
export * from './api/contract/domains';
export * from './api/contract/host-tools';
export * from './api/contract/hosts';
export * from './api/contract/invite';
export * from './api/contract/profile';
export * from './api/contract/servers';
export * from './api/contract/session';
export * from './api/contract/teams';
export * from './api/http';
export * from './api/http/deploy-external';
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
export * from './data/session/keys';
export * from './data/session/mutations';
export * from './data/session/queries';
export * from './data/hosts/keys';
export * from './data/hosts/mutations';
export * from './data/hosts/queries';
export * from './data/deploy/keys';
export * from './data/deploy/mutations';
export * from './data/deploy/polling';
export * from './data/deploy/queries';
export * from './data/deploy/wizard-queries';
export * from './data/host-tools/keys';
export * from './data/host-tools/mutations';
export * from './data/host-tools/queries';
export * from './data/domains/keys';
export * from './data/domains/mutations';
export * from './data/domains/queries';
export * from './data/backups/keys';
export * from './data/backups/mutations';
export * from './data/backups/polling';
export * from './data/backups/queries';
export * from './data/servers/keys';
export * from './data/servers/mutations';
export * from './data/servers/queries';
export * from './data/teams/keys';
export * from './data/teams/mutations';
export * from './data/teams/queries';
export * from './data/invite/keys';
export * from './data/invite/mutations';
export * from './data/invite/queries';
export * from './data/profile/keys';
export * from './data/profile/mutations';
export * from './data/profile/queries';
export * from './data/notifications/queries';
export * from './data/notifications/read-state';
export * from './data/shared/api-types';
export * from './data/shared/invalidating-mutation';
export * from './data/shared/use-panel-mutation';
export { useMutationErrorHandler, describeMutationError, toastMutationError, type MutationErrorText } from './data/mutation-errors';

// Translations.
export { PANEL_LANGUAGES, RTL_LANGUAGES, LANGUAGE_NAMES, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, isPanelLanguage, toPanelLanguage, languageDirection, readStoredLanguage, storeLanguage, type PanelLanguage, type TextDirection } from './i18n/languages';
export { I18N_AREAS, createPanelI18n, changePanelLanguage, loadPanelLanguage, hasPanelLanguage, type I18nArea, type Catalog, type CatalogLoaders, type PanelI18nOptions, type PreloadedCatalogs } from './i18n/loader';
export { PanelI18nProvider, useLanguageLoading, useT, LANGUAGE_LOADING_DELAY_MS, type PanelI18nProviderProps } from './i18n/i18n-provider';

// Rules.
export * from './rules/limits';
export * from './rules/format';
export * from './rules/usage';
export * from './rules/notifications';
export * from './rules/paths';
export * from './rules/console-routes';
export * from './rules/permissions';
export * from './data/session-bootstrap';

// Screens.
export * from './screens/common/not-found/not-found';
export * from './screens/common/placeholder/placeholder';
export * from './screens/session/login/login';
