import { describe, expect, it } from 'vitest';
import * as limits from './limits';

describe('business constants (host-area 9, account-area 9)', () => {
  it.each<[keyof typeof limits, unknown]>([
    ['ADMIN_USER_ID', 1],
    ['HOST_LIST_PAGE_SIZE', 1000],
    ['HOST_LIST_RECOUNT_COOLDOWN_MS', 60_000],
    ['TEAM_RECOUNT_COOLDOWN_MS', 600_000],
    ['DOMAIN_CHECK_DEBOUNCE_MS', 500],
    ['DEPLOYMENT_POLL_MS', 4000],
    ['COPY_TOOLTIP_MS', 500],
    ['BACKUP_POLL_MS', 10_000],
    ['NOTIFICATIONS_POLL_MS', 500],
    ['TRANSLATION_LOADING_DELAY_MS', 200],
    ['INVITE_CODE_MAX_LENGTH', 14],
    ['HOST_NAME_MAX_LENGTH', 40],
    ['CUSTOM_DOMAIN_MAX_LENGTH', 40],
    ['DOMAIN_LABEL_MIN_LENGTH', 2],
    ['DOMAIN_LABEL_MAX_LENGTH', 63],
    ['SUBDOMAIN_NAME_MIN_LENGTH', 1],
    ['SUBDOMAIN_NAME_BUDGET', 39],
    ['USERNAME_MIN_LENGTH', 5],
    ['USERNAME_MAX_LENGTH', 32],
    ['PASSWORD_MIN_LENGTH', 8],
    ['GENERATED_PASSWORD_LENGTH', 18],
    ['GENERATED_PASSWORD_MIN_LENGTH', 16],
    ['GENERATED_PASSWORD_MAX_LENGTH', 18],
    ['PROXY_PORT_MIN', 1025],
    ['PROXY_PORT_MAX', 65535],
    ['SUBFOLDER_PATH_MIN_LENGTH', 2],
    ['CAA_FLAGS_MIN', 0],
    ['LOG_LINES_DEFAULT', 100],
    ['LOG_LINES_MIN', 1],
    ['LEGACY_SERVER_NAME', 'sga'],
    ['NGINX_CACHE_EXPIRY_OPTIONS', ['off', '1d', 'default', '30d', 'max']],
    ['NGINX_DEFAULT_CACHE_EXPIRY', '7d'],
    ['NGINX_BACKEND_TYPES', ['static', 'php', 'app', 'gls', 'proxy', 'deny']],
    ['NGINX_STATIC_MODES', ['default', 'smart', 'index', 'autoindex']],
    ['NGINX_PHP_MODES', ['default', 'smart', 'indexSafe', 'index', 'always']],
    ['NGINX_APP_MODES', ['default', 'node', 'python', 'ruby']],
    ['DEFAULT_DEPLOY_COMMANDS', ['git pull', 'restart']],
    ['DOMAIN_YEARS_MIN', 1],
    ['DOMAIN_YEARS_MAX', 5],
    ['DOMAIN_EMAIL_VERIFY_DAYS', 15],
    ['TEAM_NAME_MIN_LENGTH', 3],
    ['TEAM_NAME_MAX_LENGTH', 255],
    ['INVOICE_NOTE_MAX_LENGTH', 2000],
    ['INVITE_EMAIL_MAX_LENGTH', 255],
    ['PROFILE_NAME_MIN_LENGTH', 3],
    ['PROFILE_NAME_MAX_LENGTH', 255],
    ['EMAIL_MAX_LENGTH', 255],
    ['SERVER_ALIAS_MAX_LENGTH', 40],
    ['SERVER_SECRET_MAX_LENGTH', 40],
    ['AVATAR_SIZE_PX', 60],
    ['INVITE_SMALL_QUOTA_COOLDOWN_MS', 12 * 60 * 60 * 1000],
    ['INVITE_LARGE_QUOTA_COOLDOWN_MONTHS', 2],
    ['YEARLY_PRICE_MONTHS', 10],
    ['MONTHS_ROUNDED_TO_YEAR_ABOVE', 9],
    ['UPGRADE_YEARS_MAX', 5],
    ['UPGRADE_MONTHS_MAX', 11],
    ['DISPLAY_MONTH_DAYS', 30],
    ['DISPLAY_YEAR_DAYS', 365],
    ['FREE_PLAN_RENEW_MONTHS', 3],
    ['FREE_PLAN_RENEW_NETWORK_MB', 50],
    ['FREE_TRUST_ACCOUNT_AGE_MONTHS', 6],
    ['FREE_TRUST_MIN_FOLLOWERS', 1],
    ['EXPIRY_WARNING_DAYS', 7],
    ['EXPIRY_METER_SCALE_DAYS', 365],
  ])('%s is %j', (name, value) => {
    expect(limits[name]).toEqual(value);
  });

  it('names the plan levels of section 1', () => {
    expect(limits.PLAN_LEVEL).toEqual({ banned: -2, locked: -1, free: 0, lite: 1 });
  });

  it('lists the template editor features of host-area 9', () => {
    expect(limits.TEMPLATE_EDITOR_FEATURES).toEqual({
      databases: ['mysql', 'postgresql', 'redis'],
      services: ['dns', 'dnf', 'docker', 'firewall', 'php', 'ssl', 'http', 'lazyvim', 'fix', 'lock', 'unlock'],
      compilers: ['node', 'python', 'ruby', 'deno', 'bun', 'go', 'rust', 'java', 'dotnet', 'zig'],
    });
  });

  it.each([
    ['username', limits.USERNAME_MIN_LENGTH, limits.USERNAME_MAX_LENGTH],
    ['generated password', limits.GENERATED_PASSWORD_MIN_LENGTH, limits.GENERATED_PASSWORD_MAX_LENGTH],
    ['proxy port', limits.PROXY_PORT_MIN, limits.PROXY_PORT_MAX],
    ['domain years', limits.DOMAIN_YEARS_MIN, limits.DOMAIN_YEARS_MAX],
    ['team name', limits.TEAM_NAME_MIN_LENGTH, limits.TEAM_NAME_MAX_LENGTH],
    ['domain label', limits.DOMAIN_LABEL_MIN_LENGTH, limits.DOMAIN_LABEL_MAX_LENGTH],
  ])('the %s range is ordered', (_name, min, max) => {
    expect(min).toBeLessThanOrEqual(max);
  });

  it('keeps the generated password default inside the generator cycle and above the minimum', () => {
    expect(limits.GENERATED_PASSWORD_LENGTH).toBeGreaterThanOrEqual(limits.GENERATED_PASSWORD_MIN_LENGTH);
    expect(limits.GENERATED_PASSWORD_LENGTH).toBeLessThanOrEqual(limits.GENERATED_PASSWORD_MAX_LENGTH);
    expect(limits.GENERATED_PASSWORD_MIN_LENGTH).toBeGreaterThanOrEqual(limits.PASSWORD_MIN_LENGTH);
  });
});
