import type { Repository } from '@hostdeck/panel/contract';
import { roleOf, sessionUser } from '../world/access';
import { parseDeployScript } from '../world/deploy-script';
import type { WorldState } from '../world/state';
import { formatDateTime, parseTime } from '../world/time';

/*
 * The GitHub side of the order wizard, which the world has no operation for: the linked account's repositories,
 * the clone check and the zip upload. Handler-local helpers over the world's state.
 */

const GITHUB_REPO = /^https?:\/\/github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?(?:#.*)?$/i;
const REPO_URL = /^https?:\/\/([\w.-]+\.[a-z]{2,})\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?(?:#.*)?$/i;

export const NO_GITHUB_LINK = 'Link a GitHub account to your profile first.';

/** The linked GitHub account's repositories: those its teams deploy from, plus a starter of its own. */
export function searchWorldRepositories(state: WorldState, query: string, owner?: string): Repository[] | undefined {
  const user = sessionUser(state);
  if (!user?.github) return undefined;
  const found = new Map<string, string | null>();
  found.set(`${user.github.login}/hello-hostdeck`, user.github.created_at);
  const teamIds = new Set(state.teams.filter((team) => roleOf(team, user.id)).map((team) => team.id));
  for (const host of state.hosts.filter((item) => teamIds.has(item.team_id))) {
    for (const deployment of host.deployments) {
      const match = GITHUB_REPO.exec(parseDeployScript(deployment.template)?.source ?? '');
      if (match) found.set(`${match[1]}/${match[2]}`, formatDateTime(parseTime(deployment.started_at)));
    }
    for (const hook of host.webhooks) if (hook.source_vendor === 'github') found.set(hook.source_repo, hook.updated_at);
  }
  const needle = query.trim().toLowerCase();
  return [...found.entries()]
    .filter(([name]) => name.toLowerCase().includes(needle) && (!owner || name.toLowerCase().startsWith(`${owner.toLowerCase()}/`)))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, updated]) => ({
      full_name: name,
      html_url: `https://github.com/${name}`,
      clone_url: `https://github.com/${name}.git`,
      default_branch: 'main',
      private: false,
      description: null,
      updated_at: updated,
    }));
}

/** checkRepo's answer and status: ok, a deploy key for a private repository, or a problem with a hint. */
export function checkRepository(url: string): { status: number; body: Record<string, unknown> } {
  const match = REPO_URL.exec(url.trim());
  if (!match) {
    return { status: 400, body: { status: 'error', message: 'This is not a repository address.', hint: 'Use the https address of the repository, such as https://github.com/owner/repo.' } };
  }
  const [, site = '', owner = '', name = ''] = match;
  if (/missing|not-?found/i.test(name)) {
    return { status: 404, body: { status: 'error', message: `Repository ${owner}/${name} was not found.`, hint: 'Check the address, or make the repository public.' } };
  }
  if (/private|secret/i.test(name)) {
    return {
      status: 200,
      body: {
        type: 'deploy-key',
        publicKey: `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHostdeckDemoKey${owner.length}${name.length} hostdeck-deploy`,
        privateKey: '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n-----END OPENSSH PRIVATE KEY-----\n',
        setupUrl: site.toLowerCase() === 'github.com' ? `https://github.com/${owner}/${name}/settings/keys/new` : `https://${site}/${owner}/${name}`,
        usingDeployKey: false,
      },
    };
  }
  return { status: 200, body: { status: 'ok' } };
}

/** Where an uploaded zip lands on the uploader's side, for the deploy script's `source`. */
export function uploadedRepoPath(state: WorldState, now: number, file: File | undefined): string | undefined {
  if (!file || file.size === 0) return undefined;
  const user = sessionUser(state);
  return `/tmp/uploads/${user?.id ?? 0}-${now.toString(36)}/repo.zip`;
}
