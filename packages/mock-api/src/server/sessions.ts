import { randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'hostdeck_session';

/** The cookie's value: 32 random bytes as hex. */
const SESSION_ID = /^[0-9a-f]{64}$/;

/**
 * The Cookie header as name/value pairs. Never throws: a pair without '=' or with a broken %-escape is skipped or kept
 * as written, so a malformed header only means "no session".
 */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';').map((item) => item.trim())) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const name = part.slice(0, separator).trim();
    let value = part.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // kept as written
    }
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

export const sessionCookie = (id: string) => `${SESSION_COOKIE}=${id}; HttpOnly; SameSite=Lax; Path=/`;
export const clearedSessionCookie = () => `${SESSION_COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0`;

/** The sessions the server handed out. The world has one person, so they all sign in and out together. */
export interface Sessions {
  /** A new session's id, for the cookie. */
  open(): string;
  /** The session a Cookie header carries, if the server knows it. */
  find(cookieHeader: string | undefined): string | undefined;
  /** Forgets every session (logout signs the world out, so no cookie keeps working). */
  closeAll(): void;
}

export function createSessions(): Sessions {
  const known = new Set<string>();
  return {
    open() {
      const id = randomBytes(32).toString('hex');
      known.add(id);
      return id;
    },
    find(cookieHeader) {
      const id = parseCookies(cookieHeader).get(SESSION_COOKIE);
      return id !== undefined && SESSION_ID.test(id) && known.has(id) ? id : undefined;
    },
    closeAll: () => known.clear(),
  };
}
