import type { Backup, CurrencyCode, CurrencyConfig, DatabaseEntry, DnsZone, Domain, DomainPrice, FeatureName, FirewallState, Host, HostStats, HostUserEntry, InviteCode, Invitee, Invoice, KnownHostStatus, LogType, NginxConfig, PaymentGroup, Plan, Role, ScreenProcess, Server, Team, User, Webhook } from '@hostdeck/panel/contract';

/** Bumped whenever the shape changes; a stored world of another version is thrown away (see persistence.ts). */
export const WORLD_VERSION = 1;

export interface GithubLink {
  login: string;
  created_at: string;
  followers: number;
}

/** A person: the profile the panel reads, plus what only the server knows. */
export interface WorldUser extends User {
  country: string | null;
  keep_english: boolean;
  github: GithubLink | null;
  banned: boolean;
}

export interface WorldMember {
  user_id: number;
  role: Role;
}

/** A team: the Team entity without the viewer's role, its members, and its invite code. */
export interface WorldTeam extends Omit<Team, 'role' | 'currency'> {
  currency: CurrencyCode;
  members: WorldMember[];
  invite: InviteCode | null;
  invitees: Invitee[];
}

/** A server; `team_id` is null for the platform's public servers and set for a team's self-hosted one. */
export interface WorldServer extends Server {
  team_id: number | null;
  /** Services offered ('mysql', 'postgresql'); the password form asks only for those passwords. */
  features: string[];
  description: string | null;
  secret: string | null;
}

/** One runner log line, `at` milliseconds after the deployment started; the log streams as the clock passes them. */
export interface LogLine {
  at: number;
  text: string;
}

export interface WorldDeployment {
  id: number;
  user_id: number | null;
  template: string;
  started_at: string;
  lines: LogLine[];
}

export interface WorldNginxSite {
  domain: string;
  config: NginxConfig;
  /** The PHP-FPM address; null when the site has no PHP (feature `php off`). */
  fcgi: string | null;
  /** A server block pasted in the raw tab, shown as is until an object config replaces it. */
  raw: string | null;
}

/** The connection page's raw answer (host-area 3): whois, name servers, ping addresses and web checks. */
export interface ConnectionPayload {
  whois: string;
  ns: string[];
  ping: Record<string, string[] | string>;
  web: { http: WebCheckPayload | null; https: WebCheckPayload | null };
}

export interface WebCheckPayload {
  '-': string;
  location: string | null;
}

export interface WorldHost {
  record: Host & { status: KnownHostStatus };
  team_id: number;
  /** null until the server has counted the host's usage once. */
  stats: HostStats | null;
  /** A status the host reaches by itself at a time (moving -> active, removing -> removed). */
  transition: { status: KnownHostStatus; at: string } | null;
  deployments: WorldDeployment[];
  webhooks: Webhook[];
  /** null when DNS is not managed here (a subdomain of a shared domain). */
  zone: DnsZone | null;
  nginx: WorldNginxSite[];
  databases: Record<string, DatabaseEntry>;
  /** 'name:password' entries, as the bridge's redis list answers. */
  redis: string[];
  users: Record<string, HostUserEntry>;
  screend: ScreenProcess[];
  firewall: FirewallState;
  logs: Record<LogType, string>;
  software: { php: string; node: string; python: string };
  connection: ConnectionPayload;
  envs: Record<string, string>;
}

export interface WorldDomain extends Domain {
  team_id: number;
}

export interface WorldBackup extends Backup {
  team_id: number;
}

/** What paying an invoice item does. */
export type InvoiceEffect =
  | { kind: 'plan'; plan_id: number; expiry_at: string }
  | { kind: 'domain-order'; domain_id: number; years: number }
  | { kind: 'domain-renew'; domain_id: number; years: number };

export interface WorldInvoice extends Invoice {
  team_id: number;
  effect: InvoiceEffect | null;
}

export interface WorldPayment extends PaymentGroup {
  team_id: number;
}

export interface WorldScheme {
  /** The TLD, e.g. 'com' or 'my.id'. */
  id: string;
  price: Record<CurrencyCode, DomainPrice>;
}

export interface WorldNotification {
  id: number;
  user_id: number;
  title: string;
  message: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
}

export interface WorldSession {
  userId: number;
  teamId: number;
  csrf: string;
  /** Set while the administrator is logged in as someone else. */
  adminId: number | null;
}

export interface WorldCatalog {
  plans: Plan[];
  currencies: CurrencyConfig[];
  /** Feature -> plan level it requires. */
  features: Record<FeatureName, number>;
  schemes: WorldScheme[];
  nameservers: string[];
  /** Bytes. */
  maxfilesizeupload: number;
}

/** The whole simulated backend: plain JSON data, so it serialises as is. */
export interface WorldState {
  version: number;
  /** The world's current time (ISO); only moves forward. */
  clock: string;
  /** Seed of the world's random generator (see random.ts). */
  seed: number;
  session: WorldSession;
  /** Scenario switches: every call fails, or answers late. */
  behaviour: { failing: boolean; latencyMs: number };
  catalog: WorldCatalog;
  users: WorldUser[];
  teams: WorldTeam[];
  servers: WorldServer[];
  hosts: WorldHost[];
  domains: WorldDomain[];
  backups: WorldBackup[];
  invoices: WorldInvoice[];
  payments: WorldPayment[];
  notifications: WorldNotification[];
}
