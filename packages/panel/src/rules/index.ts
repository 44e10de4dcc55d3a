// First: zod must not compile parsers with eval (a strict Content-Security-Policy refuses it); see the module.
import './zod-config';

// `@hostdeck/panel/rules`: every rule of the specs as pure functions and zod/mini schemas. No React, no screens, no
// translations, no data layer, so the simulated backend and other products can validate exactly as the forms do.

// The coded-issue vocabulary and the checks shared by many forms.
export * from './issues';
export * from './issue-schema';
export * from './field-checks';
export * from './limits';
export * from './format';

// Gates: roles, plan levels, host status, the administrator, the sidebar.
export * from './permissions';

// Host area.
export * from './host-list';
export * from './order-form';
export * from './domain-check';
export * from './generators';
export * from './template';
export * from './yaml-shape';
export * from './upload';
export * from './repo-url';
export * from './runner-log';
export * from './runner-log-text';
export * from './deployment-facts';
export * from './deploy-gate';
export * from './host-page-gate';
export * from './domain-page-gate';
export * from './route-ids';
export * from './invite-code';
export * from './order-access';
export * from './recipe-index';
export * from './recipe-origin';
export * from './host-settings-forms';
export * from './host-transfer';
export * from './host-user-name';
export * from './log-query';
export * from './connection-strings';
export * from './remote-editor';
export * from './database-name';
export * from './software-version';
export * from './connection-diagnosis';
export * from './connection-fixes';
export * from './nginx-locations';
export * from './nginx-editor';
export * from './nginx-editor-presets';
export * from './nginx-editor-apply';
export * from './nginx-server-block';
export * from './dns-records';
export * from './dns-editor';
export * from './dns-change-lines';
export * from './dns-nameservers';
export * from './bind-zone';
export * from './bind-zone-text';
export * from './webhook-status';
export * from './return-path';

// Account area.
export * from './domain-order';
export * from './domain-contact';
export * from './domain-status';
export * from './domain-verification';
export * from './renewal-currency';
export * from './backup-restore';
export * from './backup-permissions';
export * from './backup-size';
export * from './server-form';
export * from './server-status';
export * from './server-latency';
export * from './server-access';
export * from './team-forms';
export * from './countries';
export * from './browser-region';
export * from './country-search';
export * from './welcome-country';
export * from './team-detail';
export * from './profile-form';
export * from './login-methods';
export * from './account-deletion';
export * from './invite-quota';
export * from './invite-quota-form';
export * from './upgrade-pricing';
export * from './payment-providers';
export * from './currency-amounts';
export * from './pending-invoices';
export * from './invoice-print';
export * from './plan-summary';
export * from './upgrade-form';
export * from './upgrade-quote';
export * from './upgrade-plans';
export * from './usage';
export * from './host-usage';
export * from './notifications';

// Every form's values as a schema whose issues are the rules' codes.
export * from './form-schemas';

// Routes and paths of the console.
export * from './paths';
export * from './record-paths';
export * from './console-routes';
