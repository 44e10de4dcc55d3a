// First: zod must not compile parsers with eval (a strict Content-Security-Policy refuses it); see the module.
import './rules/zod-config';

// The API contract and its HTTP implementation (also `@hostdeck/panel/contract`).
export * from './api/contract-entry';

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
export * from './data/teams/page-queries';
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
export { PANEL_LANGUAGES, RTL_LANGUAGES, LANGUAGE_NAMES, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, isPanelLanguage, toPanelLanguage, languageDirection, readStoredLanguage, storeLanguage, browserLanguage, type PanelLanguage, type TextDirection } from './i18n/languages';
export { I18N_AREAS, createPanelI18n, changePanelLanguage, loadPanelLanguage, hasPanelLanguage, type I18nArea, type Catalog, type CatalogLoaders, type PanelI18nOptions, type PreloadedCatalogs } from './i18n/loader';
export { PanelI18nProvider, useLanguageLoading, useT, retryFailedPanelAreas, LANGUAGE_LOADING_DELAY_MS, type PanelI18nProviderProps } from './i18n/i18n-provider';
export { issueKey, issueText, type IssueKey, type IssueTranslate } from './i18n/issue-text';

// Rules (also `@hostdeck/panel/rules`).
export * from './rules';
export * from './data/session-bootstrap';

// Screens.
export * from './screens/admin/user-list';
export * from './screens/account/delete-account';
export * from './screens/account/welcome';
export * from './screens/account/profile';
export * from './screens/invite/invite-code';
export * from './screens/servers/server-detail';
export * from './screens/servers/server-list';
export * from './screens/backups/backup-detail';
export * from './screens/backups/backup-list';
export * from './screens/domains/domain-dns';
export * from './screens/domains/domain-renew';
export * from './screens/domains/domain-detail';
export * from './screens/domains/domain-frame';
export * from './screens/domains/domain-order';
export * from './screens/domains/domain-list';
export * from './screens/hosts/host-settings';
export * from './screens/hosts/firewall';
export * from './screens/hosts/host-users';
export * from './screens/hosts/webhook';
export * from './screens/hosts/environment';
export * from './screens/hosts/screend';
export * from './screens/hosts/software';
export * from './screens/hosts/host-database';
export * from './screens/hosts/host-manage';
export * from './screens/hosts/host-detail';
export * from './screens/team/team-history';
export * from './screens/team/team-invoices';
export * from './screens/team/team-upgrade';
export * from './screens/team/team-members';
export * from './screens/team/team-detail';
export * from './screens/hosts/nginx';
export * from './screens/hosts/connection';
export * from './screens/hosts/host-frame';
export * from './screens/team/team-frame';
export * from './screens/hosts/dns';
export * from './screens/hosts/log';
export * from './screens/common/not-found';
export * from './screens/common/not-allowed';
export * from './screens/common/account-notice';
export * from './screens/common/screen-state';
export * from './screens/common/error-boundary';
export * from './screens/session/login';
export * from './screens/hosts/host-list';
export * from './screens/hosts/runner';
export * from './screens/hosts/template-editor';
export * from './screens/hosts/create/create-host';
export * from './screens/hosts/create/order-gate';
export * from './screens/hosts/create/invite-gate';
export * from './screens/hosts/create/template-gallery';
export * from './screens/hosts/create/upload-or-clone';
export * from './screens/hosts/create/order-form';
