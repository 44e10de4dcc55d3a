import type { FormResult } from '../schemas/common';
import type { DnsChangeLine, DnsPage } from '../schemas/dns';
import type {
  ConnectionResult,
  DatabaseKind,
  DatabaseRow,
  FirewallState,
  HostFeature,
  HostPage,
  HostUserRow,
  LogResult,
  LogType,
  RedisDatabase,
  ScreendAction,
  ScreendManageResult,
  ScreenProcess,
} from '../schemas/host-tools';
import type { NginxConfig, NginxFeature, NginxPage } from '../schemas/nginx';
import type { CallOptions } from './call-options';

/** The host a tool page works on; every path is `team/{teamId}/host/{page}/{hostId}` under /userapi. */
export interface HostRef {
  teamId: number;
  hostId: number;
}

/** Calls of the host tool pages: database, software, user, nginx, DNS, log, screend, connection, firewall. */
export interface HostToolsApi {
  /** POST team/{t}/host/{page}/{id}, form `template` = YAML `features:` list (the page-form post every write below uses). */
  runHostFeatures(params: HostRef & { page: HostPage; features: readonly HostFeature[]; subdomain?: string }, options?: CallOptions): Promise<FormResult>;

  /** GET team/{t}/host/database/{id}: MySQL and PostgreSQL databases with Type, Size, Tables. */
  listDatabases(params: HostRef, options?: CallOptions): Promise<DatabaseRow[]>;
  /** GET team/{t}/host/database/{id}?type=redis: 'name:password' strings, split into name and password. */
  listRedisDatabases(params: HostRef, options?: CallOptions): Promise<RedisDatabase[]>;
  /** POST team/{t}/host/database/{id}, features `<kind> create <name>` (mysql, postgres, redis). */
  createDatabase(params: HostRef & { kind: DatabaseKind; name: string }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{t}/host/database/{id}, features `<kind> drop <name>`; the double confirmation is the screen's. */
  dropDatabase(params: HostRef & { kind: DatabaseKind; name: string }, options?: CallOptions): Promise<FormResult>;

  /** GET team/{t}/host/software/{id}?cmd={command}: the command's stdout (see SOFTWARE_VERSION_COMMANDS). */
  runSoftwareCommand(params: HostRef & { command: string }, options?: CallOptions): Promise<string>;

  /** GET team/{t}/host/user/{id} with the page's own query string: the host's extra users and their 'User type'. */
  listHostUsers(params: HostRef & { query?: Record<string, string> }, options?: CallOptions): Promise<HostUserRow[]>;
  /** POST team/{t}/host/user/{id}, feature `create-user: {user, pass}`; the screen generates the random password. */
  createHostUser(params: HostRef & { user: string; password: string }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{t}/host/user/{id}, feature `delete-user: {user}`. */
  deleteHostUser(params: HostRef & { user: string }, options?: CallOptions): Promise<FormResult>;

  /** GET team/{t}/host/nginx/{id}?subdomain=: the read-back config object and the raw file text. */
  getNginxConfig(params: HostRef & { subdomain?: string }, options?: CallOptions): Promise<NginxPage>;
  /** POST team/{t}/host/nginx/{id}?subdomain=, template `nginx:` = the config object, or raw nginx text (raw tab). */
  saveNginxConfig(params: HostRef & { subdomain?: string; config: NginxConfig | string }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{t}/host/nginx/{id}?subdomain=, features such as `ssl`, `ssl off`, `ssl self-sign`, `ssl always`, `www off`. */
  runNginxFeatures(params: HostRef & { subdomain?: string; features: readonly NginxFeature[] }, options?: CallOptions): Promise<FormResult>;

  /** GET team/{t}/host/dns/{id}: the zone's per-type record lists, the records flattened, and the raw zone text. */
  getDnsZone(params: HostRef, options?: CallOptions): Promise<DnsPage>;
  /** POST team/{t}/host/dns/{id}, template = the generated configuration text (`dnsChangesTemplate(changes)`). */
  saveDnsChanges(params: HostRef & { changes: readonly DnsChangeLine[] }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{t}/host/dns/{id}, feature `dns` with `add <type> <name> <value>` lines (the 'dns add' feature). */
  addDnsRecords(params: HostRef & { records: readonly string[] }, options?: CallOptions): Promise<FormResult>;

  /** GET team/{t}/host/log/{id}?type=&sub=&n=: code, stdout, stderr and the passenger processes map. */
  getHostLog(params: HostRef & { type?: LogType; sub?: string; lines?: number }, options?: CallOptions): Promise<LogResult>;

  /** GET team/{t}/host/screend/{id}: the screen processes. */
  listScreenProcesses(params: HostRef, options?: CallOptions): Promise<ScreenProcess[]>;
  /** POST team/{t}/host/screend/{id}, form `action` = start, stop or restart (all processes). */
  manageScreenProcesses(params: HostRef & { action: ScreendAction }, options?: CallOptions): Promise<ScreendManageResult>;

  /** GET team/{t}/host/connection/{id}: whois, name servers, ping addresses and web checks. */
  getConnectionCheck(params: HostRef, options?: CallOptions): Promise<ConnectionResult>;

  /** GET team/{t}/host/firewall/{id}: whether the firewall is on or off. */
  getFirewallState(params: HostRef, options?: CallOptions): Promise<FirewallState>;
  /** POST team/{t}/host/firewall/{id}, feature `firewall on` or `firewall off`. */
  setFirewall(params: HostRef & { state: FirewallState }, options?: CallOptions): Promise<FormResult>;
}
