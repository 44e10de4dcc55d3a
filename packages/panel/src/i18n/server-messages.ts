import type { i18n as I18n, ParseKeys, TFunction } from 'i18next';
import { toPanelLanguage } from './languages';
import { loadPanelArea } from './loader';

/*
 * The server answers in English. A message it is known to send is shown in the user's language through a key of the
 * `server-messages` area (or of the issues area, for the rules' issues); anything else is shown as the server wrote it, quoted and marked as the server's own words, so an
 * English sentence never sits unmarked inside a translated page.
 */

/** The catalog key of a known server message, or of the quote around an unknown one. */
export type ServerMessageKey = (typeof SERVER_MESSAGES)[number][1] | 'server-messages:quoted';

/** What serverMessageText needs of i18next's `t`: the common, server-messages and issues areas', the last two loaded. */
export type ServerMessageTranslate = (key: ServerMessageKey, values: Record<string, string | number>) => string;

/** A known message: its key, and the values its placeholders take from the message (a domain, a plan's name). */
export interface KnownServerMessage {
  key: ServerMessageKey;
  values?: Record<string, string>;
}

/** A whole message (string) or a pattern whose named groups fill the key's placeholders. */
type Match = string | RegExp;

/**
 * Known messages, first match wins: the world's own refusals first, then the sentences the server makes of a rule's
 * issue ('The username must be at least 3 characters long.'), whose field the form already names, so the text drops it.
 */
const SERVER_MESSAGES = [
  // Session and access.
  ['You are not signed in.', 'server-messages:notSignedIn'],
  ['The CSRF token is missing or wrong; reload the page.', 'server-messages:csrf'],
  ['Your account is banned, sorry.', 'access.banned'],
  ['You are not a member of this team.', 'server-messages:notTeamMember'],
  ['An invite code, a linked GitHub account or an upgrade is needed first.', 'server-messages:needsInviteOrUpgrade'],
  [/^Only the administrator can .+\.$/, 'server-messages:adminOnly'],
  [/^The \S+ feature is for the administrator only\.$/, 'server-messages:adminOnly'],
  [/^(Clients|Members) cannot .+\.$/, 'server-messages:roleNotAllowed'],
  ['Only the owner or an admin can change this host.', 'server-messages:ownerOrAdminOnly'],
  [/^Only the owner can .+\.$/, 'server-messages:ownerOnly'],
  [/^The owner cannot be removed\.$|^The owner's role cannot be changed\.$/, 'server-messages:ownerFixed'],
  ['The server owner cannot be deleted.', 'server-messages:hostOwnerUser'],
  [/^This host is \w+; (the action needs|deployments need) an active host\.$/, 'server-messages:websiteNotActive'],
  ['This host is not active; its settings cannot change now.', 'server-messages:websiteNotActive'],
  ['Moving a host to another server needs a plan with manual backups; upgrade first.', 'server-messages:moveNeedsUpgrade'],
  ['Turning the firewall off needs a paid plan (Lite or above).', 'server-messages:firewallNeedsPaidPlan'],
  [/^.+ needs? a (paid|higher) plan(; upgrade first)?\.$/, 'issues:planTooLow'],
  ['Public servers cannot be changed.', 'server-messages:publicServer'],
  // Things that are not there.
  [/^(Host|Server|Team|Domain|Backup|Invoice|Member|Webhook|Deployment) not found$/, 'server-messages:notFound'],
  [/^(Database|User) \S+ not found$/, 'server-messages:notFound'],
  ['No such account', 'server-messages:notFound'],
  [/^No (?<type>\w+) login is linked\.$/, 'server-messages:loginNotLinked'],
  [/^An? (?<type>\w+) login (is already linked|already exists)\.$/, 'server-messages:loginLinked'],
  ['At least one login method must remain.', 'server-messages:lastLogin'],
  [/^ERROR: no configuration exists for (?<domain>\S+)$/, 'server-messages:noNginxConfig'],
  // Usage, plans and billing.
  ['Usage was counted less than a minute ago; try again later.', 'server-messages:recountTooSoon'],
  ['Usage was counted less than 10 minutes ago; try again later.', 'server-messages:teamRecountTooSoon'],
  [/^The (?<plan>.+) plan allows (?<limit>\d+) websites; upgrade to add more\.$/, 'server-messages:websiteLimit'],
  [/^The (?<plan>.+) plan allows (?<limit>\d+) users; upgrade for more seats\.$/, 'server-messages:userLimit'],
  ['Pending invoices mix currencies; cancel or delete some before paying.', 'server-messages:invoicesMixCurrencies'],
  ['There are no pending invoices.', 'server-messages:noPendingInvoices'],
  ['No payment was started for this invoice.', 'server-messages:noPaymentStarted'],
  ['The items of this payment are in another currency.', 'server-messages:paymentCurrencyMixed'],
  [/^This domain has no (pending invoice|invoice to pay)\.$/, 'server-messages:domainNoInvoice'],
  [/^Only a pending domain (can be paid|has a payment to cancel)\.$/, 'server-messages:domainNotPending'],
  [/^The (?<plan>.+) plan you chose is priced in (?<currency>[A-Z]+)\.$/, 'server-messages:planCurrency'],
  ['The free plan needs no payment.', 'server-messages:freePlanNoPayment'],
  ['This team already has a plan.', 'server-messages:teamHasPlan'],
  // Domains.
  [/^An? \w+ domain cannot be deleted\.$/, 'server-messages:domainCannotDelete'],
  [/^An? \w+ domain cannot be renewed\.$|^This extension cannot be renewed here\.$/, 'server-messages:domainCannotRenew'],
  [/^(Name servers|Locks) can be changed on an active domain only\.$/, 'server-messages:domainActiveOnly'],
  ['This domain has no pending verification.', 'server-messages:noPendingVerification'],
  ['The domain is locked for transfer; unlock it at its current registrar first.', 'server-messages:transferLocked'],
  ['The transfer code is not correct.', 'server-messages:transferCodeWrong'],
  [/^Give (?<min>\d+) to (?<max>\d+) name servers\.$/, 'server-messages:nameServerCount'],
  [/^(?<name>\S+) is not a valid name server\.$/, 'server-messages:nameServerInvalid'],
  ['We cannot process domain purchases until you fill in the data we need.', 'domain.purchaseNeedsData'],
  // Accounts, teams and invite codes.
  ['This account has no team.', 'server-messages:noTeam'],
  ['Log in as the account to ban first.', 'server-messages:loginAsToBan'],
  ['Your email is already verified.', 'server-messages:emailVerified'],
  ['This person is already a member.', 'server-messages:alreadyMember'],
  ['No account uses this email.', 'server-messages:noAccountForEmail'],
  ['The host already belongs to this team.', 'server-messages:alreadyInTeam'],
  ['The username is already taken.', 'server-messages:usernameTaken'],
  ['The domain is already used by another host.', 'server-messages:domainInUse'],
  ['The email or password is not correct.', 'server-messages:wrongCredentials'],
  ['This team has no invite code yet.', 'server-messages:noInviteCode'],
  ['This team already has an invite code.', 'server-messages:hasInviteCode'],
  [/^The quota can change again after (?<date>.+)\.$/, 'server-messages:quotaCooldown'],
  ['This invite code does not exist.', 'server-messages:inviteCodeUnknown'],
  ['A team cannot redeem its own code.', 'server-messages:ownInviteCode'],
  ['This invite code has run out.', 'server-messages:inviteCodeUsedUp'],
  // Backups, servers, deployments and host tools.
  ['The backup is not ready yet.', 'server-messages:backupNotReady'],
  ['Move or delete the hosts on this server first.', 'server-messages:serverHasWebsites'],
  ['The host is already on this server.', 'server-messages:alreadyOnServer'],
  ['This bridge is already attached.', 'server-messages:bridgeAttached'],
  [/^This server has no (?<feature>\S+)\.$/, 'server-messages:serverLacksFeature'],
  [/^The (template|deployment script) is not a valid YAML object\.$/, 'server-messages:templateNotYaml'],
  ['The script needs a source repository URL.', 'server-messages:scriptNeedsSource'],
  ['Link a GitHub account to your profile first.', 'server-messages:linkGithubFirst'],
  ['GitHub API is not available', 'server-messages:githubUnavailable'],
  ['GitHub API token not found', 'server-messages:githubTokenMissing'],
  ['No repository found', 'server-messages:noRepository'],
  ['Wrong badge key', 'server-messages:badgeKeyWrong'],
  ["Can't manage DNS records on subdomain", 'server-messages:dnsOnSubdomain'],
  [/^Database (?<name>\S+) already exists$/, 'server-messages:databaseExists'],
  [/^The user (?<name>\S+) already exists\.$/, 'server-messages:userExists'],
  ['proxy_pass must point to 127.0.0.1 or [::1] with a port.', 'server-messages:proxyPassLocal'],
  [/^Unknown nginx feature (?<feature>\S+)$/, 'server-messages:nginxFeatureUnknown'],
  ['Type the username of the host exactly to confirm.', 'server-messages:typeUsernameToConfirm'],
  [/^The page must be .+\.$/, 'server-messages:pageOutOfRange'],
  ['The simulated server failed this call.', 'server-messages:simulatedFailure'],
  ['The given data was invalid.', 'server-messages:dataInvalid'],
  ['The file is larger than the upload limit.', 'server-messages:fileTooLarge'],
  // The spec's own sentences of the rules (the same words the forms use).
  ['Path input is not valid', 'issues:pathInvalid'],
  ['Path value must unique with other path entries', 'issues:pathNotUnique'],
  [/^Setting password cancelled, must be at least (?<min>\d+) characters$/, 'issues:passwordCancelled'],
  ['Setting password cancelled, the passwords do not match', 'issues:passwordMismatch'],
  ['Choose a duration of at least one month.', 'issues:durationZero'],
  [/^The minimum payment is (?<min>\S+) (?<currency>\w+)\.$/, 'issues:belowMinimumPayment'],
  ['A verified email cannot be changed.', 'issues:emailLocked'],
  ['Domain is currently unavailable.', 'issues:domainUnavailable'],
  ['This domain is not registered yet; order it instead.', 'issues:domainNotRegistered'],
  ['Failed to check domain availability', 'issues:domainCheckFailed'],
  // A rule's issue said of a field ('The team name is required.').
  [/^.+ is required\.$/, 'issues:required'],
  [/^.+ must be at least (?<min>\d+) characters long\.$/, 'issues:tooShort'],
  [/^.+ must be at most (?<max>\d+) characters long\.$/, 'issues:tooLong'],
  [/^.+ must be (?<min>\d+) to (?<max>\d+) characters long\.$/, 'issues:lengthRange'],
  [/^.+ (may hold only .+|is not valid)\.$/, 'issues:pattern'],
  [/^.+ must be a URL\.$/, 'issues:url'],
  [/^.+ must be fully qualified, starting with \+\.$/, 'issues:phone'],
  [/^.+ must be at least (?<min>-?[\d.]+)( [a-z]+)?\.$/, 'issues:belowMin'],
  [/^.+ must be at most (?<max>-?[\d.]+)( [a-z]+)?\.$/, 'issues:aboveMax'],
  [/^.+ must be (?<min>-?[\d.]+) to (?<max>-?[\d.]+) [a-z]+\.$/, 'issues:outOfRange'],
  [/^.+ must be between (?<min>-?[\d.]+) and (?<max>-?[\d.]+)\.$/, 'issues:outOfRange'],
  [/^.+ must be a whole number\.$/, 'issues:notInteger'],
  [/^.+ is not allowed\.$/, 'issues:notAllowed'],
  [/^.+ must differ from the current one\.$/, 'issues:sameAsCurrent'],
  [/^.+ is already in use\.$/, 'issues:notUnique'],
  [/^.+ does not match\.$/, 'issues:mismatch'],
  [/^.+ must not end with a hyphen\.$/, 'issues:usernameEndsWithHyphen'],
  [/^.+ must start with a letter\.$/, 'issues:usernameStart'],
  [/^.+ is not a valid IPv(?<version>[46]) address\.$/, 'issues:ipAddress'],
  [/^.+ is not one of the choices\.$|^Choose .+\.$/, 'issues:invalidChoice'],
  [/^Line (?<line>\d+) of the zone file could not be read\.$/, 'issues:zoneLineUnreadable'],
  [/^Line (?<line>\d+): (?<type>[A-Z][A-Z0-9-]*) records are not supported\.$/, 'issues:zoneTypeUnsupported'],
] as const satisfies ReadonlyArray<readonly [Match, ParseKeys<['common', 'server-messages', 'issues']>]>;

/** Longer server text is cut, so a page of HTML an error page sent cannot flood a toast. */
const QUOTE_LIMIT = 300;

/** The catalog key and values of a message the server is known to send, or undefined for any other text. */
export function knownServerMessage(message: string): KnownServerMessage | undefined {
  const text = message.trim();
  for (const [match, key] of SERVER_MESSAGES) {
    if (typeof match === 'string') {
      if (text === match) return { key };
      continue;
    }
    const found = match.exec(text);
    if (found) return found.groups ? { key, values: { ...found.groups } } : { key };
  }
  return undefined;
}

/** A server message in the user's language, or quoted as the server's own words when it is not a known one. */
export function serverMessageText(t: ServerMessageTranslate, message: string): string {
  const known = knownServerMessage(message);
  if (known) return t(known.key, known.values ?? {});
  const text = message.trim();
  return t('server-messages:quoted', { message: text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text });
}

/**
 * Loads the server-messages area in the instance's language (once; it is not part of any first load) and gives what
 * says a server message in that language. If the download fails, the messages stay as the server wrote them.
 */
export async function loadServerMessageText(i18n: I18n): Promise<(message: string) => string> {
  try {
    const language = toPanelLanguage(i18n.language);
    await Promise.all([loadPanelArea(i18n, language, 'server-messages'), loadPanelArea(i18n, language, 'issues')]);
  } catch {
    return (message) => message.trim();
  }
  const t: TFunction<['common', 'server-messages', 'issues']> = i18n.getFixedT(null, ['common', 'server-messages', 'issues']);
  return (message) => serverMessageText(t, message);
}
