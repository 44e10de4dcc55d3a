import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { issueEnglish } from '@hostdeck/mock-api';
import { ISSUE_CODES, type IssueCode } from '../rules/issues';
import { PANEL_LANGUAGES, type PanelLanguage } from './languages';
import { knownServerMessage, serverMessageText, type KnownServerMessage, type ServerMessageTranslate } from './server-messages';

const COMMON = import.meta.glob<Record<string, unknown>>('./*/common.json', { import: 'default', eager: true });
const SERVER_MESSAGES = import.meta.glob<Record<string, unknown>>('./*/server-messages.json', { import: 'default', eager: true });
const ISSUES = import.meta.glob<Record<string, unknown>>('./*/issues.json', { import: 'default', eager: true });

function translatorFor(language: PanelLanguage): ServerMessageTranslate {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: false,
    initAsync: false,
    ns: ['common', 'server-messages', 'issues'],
    defaultNS: 'common',
    resources: {
      [language]: {
        common: COMMON[`./${language}/common.json`] ?? {},
        'server-messages': SERVER_MESSAGES[`./${language}/server-messages.json`] ?? {},
        issues: ISSUES[`./${language}/issues.json`] ?? {},
      },
    },
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(null, ['common', 'server-messages', 'issues']);
}

const lookup = (catalog: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), catalog);

/** What the simulated backend answers (mock-api world/ and handlers/), and the key each one is shown with. */
const KNOWN: ReadonlyArray<[string, KnownServerMessage]> = [
  ['You are not signed in.', { key: 'server-messages:notSignedIn' }],
  ['The CSRF token is missing or wrong; reload the page.', { key: 'server-messages:csrf' }],
  ['Your account is banned, sorry.', { key: 'access.banned' }],
  ['You are not a member of this team.', { key: 'server-messages:notTeamMember' }],
  ['An invite code, a linked GitHub account or an upgrade is needed first.', { key: 'server-messages:needsInviteOrUpgrade' }],
  ['Only the administrator can list users.', { key: 'server-messages:adminOnly' }],
  ['Only the administrator can log in as someone else.', { key: 'server-messages:adminOnly' }],
  ['The wildcard feature is for the administrator only.', { key: 'server-messages:adminOnly' }],
  ['Members cannot create hosts.', { key: 'server-messages:roleNotAllowed' }],
  ['Clients cannot deploy to a host.', { key: 'server-messages:roleNotAllowed' }],
  ['Only the owner or an admin can change this host.', { key: 'server-messages:ownerOrAdminOnly' }],
  ['Only the owner can see the payment history.', { key: 'server-messages:ownerOnly' }],
  ['Only the owner can edit the team profile.', { key: 'server-messages:ownerOnly' }],
  ["The owner's role cannot be changed.", { key: 'server-messages:ownerFixed' }],
  ['The owner cannot be removed.', { key: 'server-messages:ownerFixed' }],
  ['The server owner cannot be deleted.', { key: 'server-messages:hostOwnerUser' }],
  ['This host is suspended; the action needs an active host.', { key: 'server-messages:websiteNotActive' }],
  ['This host is removed; deployments need an active host.', { key: 'server-messages:websiteNotActive' }],
  ['Unknown nginx feature gzip', { key: 'server-messages:nginxFeatureUnknown', values: { feature: 'gzip' } }],
  ['This host is not active; its settings cannot change now.', { key: 'server-messages:websiteNotActive' }],
  ['Moving a host to another server needs a plan with manual backups; upgrade first.', { key: 'server-messages:moveNeedsUpgrade' }],
  ['Turning the firewall off needs a paid plan (Lite or above).', { key: 'server-messages:firewallNeedsPaidPlan' }],
  ['Invite codes need a paid plan; upgrade first.', { key: 'issues:planTooLow' }],
  ['Self-hosted servers need a higher plan; upgrade first.', { key: 'issues:planTooLow' }],
  ['The osk.domcloud.co server needs a higher plan.', { key: 'issues:planTooLow' }],
  ['Public servers cannot be changed.', { key: 'server-messages:publicServer' }],
  ['Host not found', { key: 'server-messages:notFound' }],
  ['Deployment not found', { key: 'server-messages:notFound' }],
  ['Database lestari_web_db not found', { key: 'server-messages:notFound' }],
  ['No such account', { key: 'server-messages:notFound' }],
  ['No github login is linked.', { key: 'server-messages:loginNotLinked', values: { type: 'github' } }],
  ['A google login is already linked.', { key: 'server-messages:loginLinked', values: { type: 'google' } }],
  ['An email login already exists.', { key: 'server-messages:loginLinked', values: { type: 'email' } }],
  ['At least one login method must remain.', { key: 'server-messages:lastLogin' }],
  ['ERROR: no configuration exists for beta.lestari.studio', { key: 'server-messages:noNginxConfig', values: { domain: 'beta.lestari.studio' } }],
  ['Usage was counted less than a minute ago; try again later.', { key: 'server-messages:recountTooSoon' }],
  ['Usage was counted less than 10 minutes ago; try again later.', { key: 'server-messages:teamRecountTooSoon' }],
  ['The Kit plan allows 10 websites; upgrade to add more.', { key: 'server-messages:websiteLimit', values: { plan: 'Kit', limit: '10' } }],
  ['The Lite plan allows 3 users; upgrade for more seats.', { key: 'server-messages:userLimit', values: { plan: 'Lite', limit: '3' } }],
  ['Pending invoices mix currencies; cancel or delete some before paying.', { key: 'server-messages:invoicesMixCurrencies' }],
  ['There are no pending invoices.', { key: 'server-messages:noPendingInvoices' }],
  ['This domain has no invoice to pay.', { key: 'server-messages:domainNoInvoice' }],
  ['Only a pending domain has a payment to cancel.', { key: 'server-messages:domainNotPending' }],
  ['The Kit plan you chose is priced in USD.', { key: 'server-messages:planCurrency', values: { plan: 'Kit', currency: 'USD' } }],
  ['An expired domain cannot be deleted.', { key: 'server-messages:domainCannotDelete' }],
  ['A removed domain cannot be renewed.', { key: 'server-messages:domainCannotRenew' }],
  ['Locks can be changed on an active domain only.', { key: 'server-messages:domainActiveOnly' }],
  ['Give 2 to 4 name servers.', { key: 'server-messages:nameServerCount', values: { min: '2', max: '4' } }],
  ['ns1.example is not a valid name server.', { key: 'server-messages:nameServerInvalid', values: { name: 'ns1.example' } }],
  ['The quota can change again after 2026-12-01 09:00:00.', { key: 'server-messages:quotaCooldown', values: { date: '2026-12-01 09:00:00' } }],
  ['This invite code has run out.', { key: 'server-messages:inviteCodeUsedUp' }],
  ['Move or delete the hosts on this server first.', { key: 'server-messages:serverHasWebsites' }],
  ['The template is not a valid YAML object.', { key: 'server-messages:templateNotYaml' }],
  ['The deployment script is not a valid YAML object.', { key: 'server-messages:templateNotYaml' }],
  ['Link a GitHub account to your profile first.', { key: 'server-messages:linkGithubFirst' }],
  ['GitHub API token not found', { key: 'server-messages:githubTokenMissing' }],
  ["Can't manage DNS records on subdomain", { key: 'server-messages:dnsOnSubdomain' }],
  ['Database lestari_web_db already exists', { key: 'server-messages:databaseExists', values: { name: 'lestari_web_db' } }],
  ['The page must be 1 to 3.', { key: 'server-messages:pageOutOfRange' }],
  ['The simulated server failed this call.', { key: 'server-messages:simulatedFailure' }],
  ['The email or password is not correct.', { key: 'server-messages:wrongCredentials' }],
  ['The username is already taken.', { key: 'server-messages:usernameTaken' }],
  ['The domain is already used by another host.', { key: 'server-messages:domainInUse' }],
  ['The user lestari-web-deploy already exists.', { key: 'server-messages:userExists', values: { name: 'lestari-web-deploy' } }],
  ['This server has no postgresql.', { key: 'server-messages:serverLacksFeature', values: { feature: 'postgresql' } }],
  ['This bridge is already attached.', { key: 'server-messages:bridgeAttached' }],
  ['Choose a server.', { key: 'issues:invalidChoice' }],
  ['Choose admin, member or client.', { key: 'issues:invalidChoice' }],
  ['  The given data was invalid.\n', { key: 'server-messages:dataInvalid' }],
];

/**
 * Every refusal the simulated backend writes (`forbidden(…)`, `refused(…)`, `notFound(…)` in its sources), with each
 * `${…}` filled by a sample value: the answers a real server gives in the same words.
 */
function simulatedRefusals(): string[] {
  const root = path.resolve(import.meta.dirname, '../../../mock-api/src');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const found = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const call of source.matchAll(/\b(?:forbidden|refused|notFound)\((['`])((?:(?!\1).)+)\1/g)) found.add((call[2] ?? '').replace(/\$\{[^}]+\}/g, '7'));
  }
  return [...found].sort();
}

describe('known server messages', () => {
  it('knows every refusal the simulated backend writes', () => {
    const refusals = simulatedRefusals();
    expect(refusals).toContain('This host is 7; deployments need an active host.');
    expect(refusals.filter((message) => knownServerMessage(message) === undefined)).toEqual([]);
  });

  it.each(KNOWN)('%j', (message, expected) => {
    expect(knownServerMessage(message)).toEqual(expected);
  });

  it('knows nothing of other text', () => {
    expect(knownServerMessage('Something odd happened')).toBeUndefined();
    expect(knownServerMessage('')).toBeUndefined();
  });

  // Codes whose server sentence reads as another code's: the form's own wording covers both.
  const SAID_AS: Partial<Record<IssueCode, IssueCode>> = { email: 'pattern' };

  it.each(ISSUE_CODES)("maps the simulated server's sentence of the issue %s back to its text", (code) => {
    const sentence = issueEnglish({ code, path: 'team_name', params: { min: 3, max: 20, version: 4, currency: 'USD', line: 3, type: 'DS' } });
    expect(knownServerMessage(sentence)?.key, sentence).toBe(`issues:${SAID_AS[code] ?? code}`);
  });

  it.each(PANEL_LANGUAGES)('%s has every key the table names', (language) => {
    for (const [, { key }] of KNOWN) {
      const [area, path] = key.startsWith('server-messages:')
        ? [SERVER_MESSAGES[`./${language}/server-messages.json`], key.slice('server-messages:'.length)]
        : key.startsWith('issues:')
          ? [ISSUES[`./${language}/issues.json`], key.slice('issues:'.length)]
          : [COMMON[`./${language}/common.json`], key];
      expect(typeof lookup(area, path), `${language}: ${key}`).toBe('string');
    }
  });
});

describe('serverMessageText', () => {
  it('says a known message in the user language, with the values it carries', () => {
    const german = translatorFor('de');
    expect(serverMessageText(german, 'Only the owner or an admin can change this host.')).toBe('Nur der Inhaber des Teams oder ein Admin kann diese Website ändern.');
    expect(serverMessageText(german, 'The Kit plan allows 10 websites; upgrade to add more.')).toContain('Kit');
    expect(serverMessageText(translatorFor('en'), 'The team name must be at least 3 characters long.')).toBe('Use at least 3 characters.');
  });

  it('quotes an unknown message as the server said it, marked as its words', () => {
    expect(serverMessageText(translatorFor('en'), ' Disk quota exceeded ')).toBe('The server said: “Disk quota exceeded”');
    expect(serverMessageText(translatorFor('de'), 'Disk quota exceeded')).toBe('Der Server meldet: „Disk quota exceeded“');
    expect(serverMessageText(translatorFor('ja'), 'Disk quota exceeded')).toBe('サーバーからの応答：「Disk quota exceeded」');
  });

  it('cuts a long answer such as an error page', () => {
    const text = serverMessageText(translatorFor('en'), `<html>${'x'.repeat(1000)}</html>`);
    expect(text.length).toBeLessThan(340);
    expect(text).toMatch(/…”$/);
  });
});
