/**
 * Business constants of section 9 of both specs (host-area, account-area), plus the numeric limits of their
 * validation rules (section 5), so forms, gates and the simulated backend read one value.
 */

// The host list's page size lives with its schema; re-exported so every limit is found here.
export { HOST_LIST_PAGE_SIZE } from '../api/schemas/hosts';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** Plan levels (both specs, section 1): -2 banned, -1 locked, 0 free, 1 and above paid (Lite and above). */
export const PLAN_LEVEL = { banned: -2, locked: -1, free: 0, lite: 1 } as const;

/** The administrator is the user with id 1 (account-area 9). */
export const ADMIN_USER_ID = 1;

// Timings.
/** The host list's Update Usage (recount) stays disabled this long after the team's last evaluation. */
export const HOST_LIST_RECOUNT_COOLDOWN_MS = MINUTE_MS;
/** The team detail's usage recount stays disabled this long after the last evaluation. */
export const TEAM_RECOUNT_COOLDOWN_MS = 10 * MINUTE_MS;
export const DOMAIN_CHECK_DEBOUNCE_MS = 500;
/** A running deployment is fetched again after this long, with a countdown. */
export const DEPLOYMENT_POLL_MS = 4 * SECOND_MS;
export const COPY_TOOLTIP_MS = 500;
/** A pending backup's page reloads once after this long. */
export const BACKUP_POLL_MS = 10 * SECOND_MS;
/** Notifications are polled this often until the team data has loaded. */
export const NOTIFICATIONS_POLL_MS = 500;
/** A translation's loading indicator appears only after this delay. */
export const TRANSLATION_LOADING_DELAY_MS = 200;

// Host order form and host settings (host-area 5).
export const HOST_NAME_MAX_LENGTH = 40;
/** A custom full domain: at most 40 characters, each label body 2 to 63 characters. */
export const CUSTOM_DOMAIN_MAX_LENGTH = 40;
export const DOMAIN_LABEL_MIN_LENGTH = 2;
export const DOMAIN_LABEL_MAX_LENGTH = 63;
/** Under a sub-domain the name is 1 to (39 - suffix length) characters. */
export const SUBDOMAIN_NAME_MIN_LENGTH = 1;
export const SUBDOMAIN_NAME_BUDGET = 39;
export const USERNAME_MIN_LENGTH = 5;
export const USERNAME_MAX_LENGTH = 32;
export const PASSWORD_MIN_LENGTH = 8;
export const GENERATED_PASSWORD_LENGTH = 18;
/** The password form's generator cycles through these lengths. */
export const GENERATED_PASSWORD_MIN_LENGTH = 16;
export const GENERATED_PASSWORD_MAX_LENGTH = 18;
export const PROXY_PORT_MIN = 1025;
export const PROXY_PORT_MAX = 65535;
export const SUBFOLDER_PATH_MIN_LENGTH = 2;
export const CAA_FLAGS_MIN = 0;
/** MX preference and SRV priority, weight and port are 16-bit numbers (RFC 1035, RFC 2782). */
export const DNS_NUMBER_MIN = 0;
export const DNS_NUMBER_MAX = 65535;
export const LOG_LINES_DEFAULT = 100;
export const LOG_LINES_MIN = 1;
/** Hosts on this legacy server get a warning: it is to be sunset in mid July 2025. */
export const LEGACY_SERVER_NAME = 'sga';

// Nginx editor options and deploy defaults (host-area 9).
export const NGINX_CACHE_EXPIRY_OPTIONS = ['off', '1d', 'default', '30d', 'max'] as const;
/** What the 'default' cache expiry is shown as. */
export const NGINX_DEFAULT_CACHE_EXPIRY = '7d';
export const NGINX_BACKEND_TYPES = ['static', 'php', 'app', 'gls', 'proxy', 'deny'] as const;
export const NGINX_STATIC_MODES = ['default', 'smart', 'index', 'autoindex'] as const;
export const NGINX_PHP_MODES = ['default', 'smart', 'indexSafe', 'index', 'always'] as const;
export const NGINX_APP_MODES = ['default', 'node', 'python', 'ruby'] as const;
export const DEFAULT_DEPLOY_COMMANDS = ['git pull', 'restart'] as const;
export const TEMPLATE_EDITOR_FEATURES = {
  databases: ['mysql', 'postgresql', 'redis'],
  services: ['dns', 'dnf', 'docker', 'firewall', 'php', 'ssl', 'http', 'lazyvim', 'fix', 'lock', 'unlock'],
  compilers: ['node', 'python', 'ruby', 'deno', 'bun', 'go', 'rust', 'java', 'dotnet', 'zig'],
} as const;

// Domains (account-area 5, 9).
export const DOMAIN_YEARS_MIN = 1;
export const DOMAIN_YEARS_MAX = 5;
export const DOMAIN_EMAIL_VERIFY_DAYS = 15;

// Teams, members, profile, servers (account-area 5).
export const TEAM_NAME_MIN_LENGTH = 3;
export const TEAM_NAME_MAX_LENGTH = 255;
export const INVOICE_NOTE_MAX_LENGTH = 2000;
export const INVITE_EMAIL_MAX_LENGTH = 255;
export const PROFILE_NAME_MIN_LENGTH = 3;
export const PROFILE_NAME_MAX_LENGTH = 255;
export const EMAIL_MAX_LENGTH = 255;
export const SERVER_ALIAS_MAX_LENGTH = 40;
export const SERVER_SECRET_MAX_LENGTH = 40;
/** Non-owner users see their avatar at this size. */
export const AVATAR_SIZE_PX = 60;

// Invite codes (account-area 2, 9).
export const INVITE_CODE_MAX_LENGTH = 14;
export const INVITE_SMALL_QUOTA_COOLDOWN_MS = 12 * HOUR_MS;
/** The large quota (2000) cools down for two calendar months. */
export const INVITE_LARGE_QUOTA_COOLDOWN_MONTHS = 2;

// Plans and billing (account-area 1, 9).
/** A year costs 10 monthly prices (saves 16%). */
export const YEARLY_PRICE_MONTHS = 10;
/** A duration above this many months is rounded up to a year. */
export const MONTHS_ROUNDED_TO_YEAR_ABOVE = 9;
export const UPGRADE_YEARS_MAX = 5;
export const UPGRADE_MONTHS_MAX = 11;
export const DISPLAY_MONTH_DAYS = 30;
export const DISPLAY_YEAR_DAYS = 365;
/** Free plan expiry auto-renews by this many months on login, or when the site used over 50 MB of network. */
export const FREE_PLAN_RENEW_MONTHS = 3;
export const FREE_PLAN_RENEW_NETWORK_MB = 50;
/** Free-plan trust: a linked code-hosting account at least six months old with one or more followers. */
export const FREE_TRUST_ACCOUNT_AGE_MONTHS = 6;
export const FREE_TRUST_MIN_FOLLOWERS = 1;

// User menu meters (account-area 9).
export const EXPIRY_WARNING_DAYS = 7;
export const EXPIRY_METER_SCALE_DAYS = 365;
