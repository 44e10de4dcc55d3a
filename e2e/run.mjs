#!/usr/bin/env node
/** End-to-end journeys in Chromium against the built console. Prints one line per journey and a total. */
import { launchBrowser, startPreview } from './harness.mjs';
import { doubleClickOrdersOnce, inviteGate, memberHasNoCreate, orderFromTemplate, orderFromZip, zipEscapingItsFolder } from './journeys/hosts.mjs';
import { wizardSurvivesBackForwardReload } from './journeys/wizard.mjs';
import { hostFrameMenusAndGates } from './journeys/host-frame.mjs';
import { readAccessLog } from './journeys/log.mjs';
import { nginxSubfolderProxy } from './journeys/nginx.mjs';
import { connectionOneClickFix } from './journeys/connection.mjs';
import { dnsAddRecords } from './journeys/dns.mjs';
import { extendInIdrByThreeMonths, inviteUntilSeatsRunOut, printAPayment, upgradeLiteToKitInUsd } from './journeys/team.mjs';
import { strictCsp } from './journeys/csp.mjs';
import { addAndDeleteExtraUser, createAndDropMysqlDatabase, deleteHostByUsername, firewallPaidAndFree, hidePasswordsSurvivesReload, renameHost } from './journeys/host-pages.mjs';
import { addEmailSignIn, administratorLogsInAsUser, deleteAccountWithHosts, inviteCodeTwentyThenOff, welcomeChoosingIndonesia } from './journeys/account.mjs';
import { attachSelfHostedServer, backupFinishesAndRestores, orderDomainForTwoYears, transferExpiredDomain } from './journeys/account-pages.mjs';
import { realApiCrossOrigin, realApiSameOrigin } from './journeys/real-api.mjs';
import { hostListSearchAndFacts, recountCooldownSurvivesReload } from './journeys/host-list.mjs';
import { appearance, commandPalette, createPageChunkFailsThenLoads, failingScenario, narrowScreen, notificationsInbox, pageTitlesAndFocus, runtimeConfig, signInAndVisitEveryRoute, staleChunkReloadsOnce, switchTeam, unknownPath } from './journeys/shell.mjs';

const JOURNEYS = {
  'sign in, follow every sidebar link, reach every route (axe on each)': signInAndVisitEveryRoute,
  'an unknown path or id shows the not-found page, the user list the not-allowed page': unknownPath,
  'theme, palette and language (Arabic right to left) survive a reload': appearance,
  'the command palette jumps to a host by name': commandPalette,
  'switching team moves the console under /user/team/{id}': switchTeam,
  'at 360 px the sidebar is a sheet and nothing overflows': narrowScreen,
  'a locked account is told how to unlock ordering; read notifications stay read': notificationsInbox,
  'a runtime config.json switches to a real server and loads no mock code': runtimeConfig,
  'order a host from a template tile and watch it become ready': orderFromTemplate,
  'a double click on "Create website" sends one create request and opens the Runner': doubleClickOrdersOnce,
  'order a host from an uploaded zip and watch it become ready': orderFromZip,
  'a zip that escapes its folder is refused with its message': zipEscapingItsFolder,
  'a locked team passes the invite gate with a code': inviteGate,
  'the wizard survives Back, Forward and reload': wizardSurvivesBackForwardReload,
  'a member sees no Create button, and the wizard tells why before its first step': memberHasNoCreate,
  'host list: Update Usage still waits after a reload': recountCooldownSurvivesReload,
  'host list: search, then the extended columns show deployments and SSL': hostListSearchAndFacts,
  'host pages at 360 px: the menus lead from Deploy to NGINX; a suspended website and a member get their messages': hostFrameMenusAndGates,
  'nginx: add a sub-folder proxy location, see it in the preview, save, and see it again after a reload; CodeMirror loads only with the raw tab': nginxSubfolderProxy,
  'dns: add an A record and a TXT record with a space, see the change lines, save, and see them in the zone': dnsAddRecords,
  'connection: a website without HTTPS is fixed in one click, and the check then says it is OK': connectionOneClickFix,
  'logs: the access log with n=20 shows at most 20 lines and keeps type and n in the URL across a reload': readAccessLog,
  'team: upgrade Lite to Kit for 1 year in usd (total, fee, new expiry), pay on the simulated provider, land on the thank-you banner': upgradeLiteToKitInUsd,
  'team: extend Lite in idr by 3 months at the fee threshold (no fee), from the current expiry, and pay': extendInIdrByThreeMonths,
  'team: invite a member until the seats run out; the Add button disappears': inviteUntilSeatsRunOut,
  'team: print a payment, see the printed invoice in the print view, and every Print button disabled after it': printAPayment,
  'host pages: create a MySQL database and drop it through both confirmations': createAndDropMysqlDatabase,
  'host pages: hide and show connection passwords; the choice survives a reload': hidePasswordsSurvivesReload,
  'host pages: add an extra user (password shown once) and delete it': addAndDeleteExtraUser,
  'host pages: turn the firewall off on a paid plan; the free plan is refused': firewallPaidAndFree,
  'host pages: rename a host and see the new username on its detail page': renameHost,
  'host pages: delete a host by typing its username; its detail page shows it removing': deleteHostByUsername,
  'domains: order a domain for 2 years; the total is the purchase plus one renewal': orderDomainForTwoYears,
  'domains: transfer an expired domain with its EPP code (a wrong code is refused, the values kept)': transferExpiredDomain,
  'backups: create a backup, watch it finish, restore it to its website': backupFinishesAndRestores,
  'servers: attach a self-hosted server; its status views are sandboxed frames on its origin; latencies fastest first': attachSelfHostedServer,
  'invite code: create one with quota 20, then turn it off (0)': inviteCodeTwentyThenOff,
  'profile: an email sign-in with a short password is refused, then a valid one is added': addEmailSignIn,
  'welcome: a new user chooses Indonesia, keeps English, and is asked to confirm the email': welcomeChoosingIndonesia,
  'delete account: an account with websites and domains lists them and cannot be deleted': deleteAccountWithHosts,
  'administrator: page through the users, filter by email, log in as one': administratorLogsInAsUser,
  'the failing scenario shows an error state with a retry on every page': failingScenario,
  'the create page chunk fails to download, then Try again loads it': createPageChunkFailsThenLoads,
  'a chunk gone after a redeploy reloads the page once, never in a loop': staleChunkReloadsOnce,
  'every page has its title; focus moves to the h1 after a navigation; a German browser gets German': pageTitlesAndFocus,
  'real API over HTTP: sign in, host list, order from an uploaded zip, sign out (one origin, strict CSP)': realApiSameOrigin,
  'real API over HTTP on another origin: the session cookie and CORS carry sign-in, the host list, an upload and an order from a template': realApiCrossOrigin,
  'strict csp: the demo works under the recommended Content-Security-Policy with no violation (toast, dialogs, theme switch, code editor)': strictCsp,
};

// `node e2e/run.mjs <text>` runs only the journeys whose names contain the text; E2E_PORT serves on another port.
const filter = process.argv[2];
const selected = Object.entries(JOURNEYS).filter(([name]) => filter === undefined || name.includes(filter));
if (selected.length === 0) throw new Error(`no journey name contains "${filter}"`);

/**
 * Journeys run a few at a time, each in its own browser context (its own storage, so its own demo world), on the one
 * browser and the one preview server: most of a journey's time is spent waiting for polls and deployments, not CPU.
 * E2E_CONCURRENCY=1 runs them one after another.
 */
const CONCURRENCY = Math.max(1, Number(process.env.E2E_CONCURRENCY ?? 3));

const preview = await startPreview(Number(process.env.E2E_PORT ?? 4174));
// The preview runs in its own process group: stop it even when an error ends this run early, so it is not left
// answering on the port for the next run.
process.on('exit', () => preview.stop());
const browser = await launchBrowser();
let failed = 0;
try {
  const queue = [...selected];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, journey] = next;
      try {
        await journey(browser, preview.url);
        console.log(`✓ ${name}`);
      } catch (error) {
        failed += 1;
        console.log(`✗ ${name}\n  ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, selected.length) }, worker));
} finally {
  await browser.close();
}
console.log(`journeys: ${selected.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
