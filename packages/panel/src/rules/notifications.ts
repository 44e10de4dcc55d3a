import type { Plan, Team } from '../api/schemas/session';
import { PLAN_LEVEL } from './limits';
import { userMenuMeters } from './usage';

/** The notices the panel words itself: keys of the shell catalog area (the inbox's `t` checks them against it). */
export type NoticeKey = `notices.${'banned' | 'locked' | 'expired' | 'expiresIn' | 'storageOver' | 'bandwidthOver' | 'instancesFull' | 'usersFull'}`;

/** What a notice says: one of the panel's notices (with its values), or the server's own words. */
export type NoticeText = { key: NoticeKey; values?: Record<string, number> } | { serverText: string };

/** One entry of the inbox, derived from the team's data. */
export interface TeamNotice {
  /**
   * Stable while the situation lasts, so a notice read once stays read; the data layer forgets read ids whose notice
   * has gone, so the same situation coming back later is unread again.
   */
  id: string;
  text: NoticeText;
  /** When it became true, as the backend wrote it (the team's last usage evaluation, or the expiry date). */
  time: string;
}

type NoticeTeam = Pick<Team, 'id' | 'role' | 'expiry_at' | 'evaluated_at' | 'usage_storage' | 'usage_network' | 'usage_instance' | 'usage_users' | 'usage_notice'>;
type NoticePlan = Pick<Plan, 'level' | 'storage' | 'network' | 'instance' | 'users'>;

/** A short, stable fingerprint of server text, so an edited notice counts as new. */
function fingerprint(text: string): string {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return (hash >>> 0).toString(36);
}

/**
 * The inbox of a team: the server's usage notice, the plan gates (banned, locked), usage over the plan's caps and the
 * coming or past expiry, at the same thresholds as the user menu's meters. Most urgent first.
 */
export function teamNotices(team: NoticeTeam, plan: NoticePlan, now: Date): TeamNotice[] {
  const notices: TeamNotice[] = [];
  const evaluated = team.evaluated_at ?? '';
  const add = (id: string, text: NoticeText, time = evaluated) => notices.push({ id: `${team.id}:${id}`, text, time });

  if (plan.level === PLAN_LEVEL.banned) add('banned', { key: 'notices.banned' });
  else if (plan.level === PLAN_LEVEL.locked) add('locked', { key: 'notices.locked' });

  const meters = userMenuMeters(team, plan, now);
  if (meters.expiry?.tone === 'warning') {
    const expiry = team.expiry_at ?? '';
    if (meters.expiry.value === 0) add(`expired:${expiry}`, { key: 'notices.expired' }, expiry);
    else add(`expiry:${expiry}`, { key: 'notices.expiresIn', values: { count: meters.expiry.value } }, evaluated || expiry);
  }
  if (meters.storage.tone === 'error') add('storage', { key: 'notices.storageOver' });
  if (meters.bandwidth.tone === 'error') add('bandwidth', { key: 'notices.bandwidthOver' });
  if (meters.instances.tone !== 'normal') add('instances', { key: 'notices.instancesFull' });
  if (meters.users.tone !== 'normal') add('users', { key: 'notices.usersFull' });

  const serverText = team.usage_notice?.trim();
  if (serverText) add(`server:${fingerprint(serverText)}`, { serverText });
  return notices;
}
