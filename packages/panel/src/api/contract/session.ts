import type { AdminUserPage, InitData } from '../schemas/session';
import type { CallOptions } from './call-options';

/** The session: bootstrap data, the current team, the administrator's tools, and the login and logout links. */
export interface SessionApi {
  /** GET initdata. A failed or malformed answer rejects with an ApiError; the console then sends the user to loginUrl. */
  getInitData(options?: CallOptions): Promise<InitData>;
  /** GET users/list?page={page}&email={email} (administrator); `email` keeps the users whose email contains it. */
  listUsers(params: { page: number; email?: string }, options?: CallOptions): Promise<AdminUserPage>;
  /** The URL of GET /userapi/loginas?email={email} (administrator), for the browser to follow. */
  loginAsUserUrl(email: string): string;
  /** The URL of GET /userapi/loginas?host={domain} (administrator), for the browser to follow. */
  loginAsHostUrl(domain: string): string;
  /** GET /userapi/banthisaccount (administrator): bans the account the session is on. */
  banAccount(options?: CallOptions): Promise<void>;
  /** The URL of /logout, for the browser to follow. */
  logoutUrl(): string;
  /** The URL of /login?r={returnPath}, where a failed initdata sends the user. */
  loginUrl(returnPath: string): string;
}
