import type { DnsZone, KnownHostStatus } from '@hostdeck/panel/contract';
import { hostLogs } from './host-logs';
import type { Random } from './random';
import type { ConnectionPayload, WorldHost, WorldServer } from './state';
import { formatDateTime } from './time';

/** How the outside world sees a host's domain, for the connection page's checks (host-area 4). */
export type ConnectionKind = 'ok' | 'external-wrong-ip' | 'no-https' | 'not-exist' | 'no-www';

export interface NewHostInput {
  id: number;
  teamId: number;
  userId: number;
  username: string;
  domain: string;
  password: string;
  server: WorldServer;
  createdAt: number;
  status: KnownHostStatus;
  /** Free plans have the firewall forced on (host-area 6). */
  firewall: 'on' | 'off';
  /** Whether the host has served traffic (logs, processes). */
  busy: boolean;
  /** Access log lines kept for a busy host (default 24). */
  accessLines?: number;
  connection?: ConnectionKind;
  /** Whether DNS is managed here; off for subdomains of a shared domain or of another host's domain. */
  managedDns?: boolean;
  now: number;
  random: Random;
}

/** Whether DNS for a domain is managed here: not for subdomains of a server's shared domains. */
export function isSharedDomain(domain: string, servers: readonly WorldServer[]): boolean {
  return servers.some((server) => [server.global_domain, server.wildcard_domain].some((shared) => shared && domain.endsWith(`.${shared}`)));
}

/** A new zone as Virtualmin writes it: SOA `@`, the platform's name servers, and the server's addresses. */
export function newZone(domain: string, server: WorldServer, serial: number): DnsZone {
  return {
    $origin: `${domain}.`,
    $ttl: '3600',
    soa: { name: '@', mname: 'nsp.domcloud.co.', rname: `root.${domain}.`, serial, refresh: 3600, retry: 1800, expire: 1209600, minimum: 86400 },
    ns: [
      { name: '@', host: 'nsp.domcloud.co.' },
      { name: '@', host: 'nss.domcloud.co.' },
    ],
    a: [{ name: '@', ip: server.ip ?? '' }],
    aaaa: server.ip6 ? [{ name: '@', ip: server.ip6 }] : [],
    cname: [{ name: 'www', alias: `${domain}.` }],
    mx: [],
    ptr: [],
    txt: [{ name: '@', txt: '"v=spf1 a mx ~all"' }],
    srv: [],
    spf: [],
    caa: [{ name: '@', flags: 0, tag: 'issue', value: '"letsencrypt.org"' }],
  };
}

export function connectionPayload(domain: string, server: WorldServer, kind: ConnectionKind): ConnectionPayload {
  const ip = server.ip ?? '';
  const ip6 = server.ip6 ?? '';
  if (kind === 'not-exist') {
    return { whois: 'No match for domain "' + domain.toUpperCase() + '".', ns: [], ping: { ip: [], ip6: [], realip: [ip], realip6: [ip6], 'www.ip': [] }, web: { http: null, https: null } };
  }
  const wrong = kind === 'external-wrong-ip';
  const seen = wrong ? '185.199.108.153' : ip;
  return {
    whois: `Domain Name: ${domain.toUpperCase()}\nRegistrar: PT Registrar Nusantara\nName Server: ${wrong ? 'DNS1.REGISTRAR-SERVERS.COM' : 'NSP.DOMCLOUD.CO'}\nName Server: ${wrong ? 'DNS2.REGISTRAR-SERVERS.COM' : 'NSS.DOMCLOUD.CO'}`,
    ns: wrong ? ['dns1.registrar-servers.com', 'dns2.registrar-servers.com'] : ['nsp.domcloud.co', 'nss.domcloud.co'],
    ping: {
      ip: [seen],
      ip6: wrong ? [] : [ip6],
      realip: [ip],
      realip6: [ip6],
      'www.ip': kind === 'no-www' ? [] : [seen],
      [domain]: `PING ${domain} (${seen}) 56(84) bytes of data.\n64 bytes from ${seen}: icmp_seq=1 ttl=54 time=${wrong ? '182' : '1.84'} ms\n\n--- ${domain} ping statistics ---\n1 packets transmitted, 1 received, 0% packet loss`,
    },
    web: {
      http: { '-': 'HTTP/1.1 301 Moved Permanently', location: `https://${domain}/` },
      https: kind === 'no-https' ? null : { '-': 'HTTP/2 200', location: null },
    },
  };
}

/** A zone whose owner deleted the www record (the 'no-www' connection kind). */
function withoutWww(zone: DnsZone, drop: boolean): DnsZone {
  return drop ? { ...zone, cname: zone.cname.filter((record) => record.name !== 'www') } : zone;
}

/** A host with the tool data a fresh Virtualmin domain has; fixtures adjust it afterwards. */
export function newHost(input: NewHostInput, servers: readonly WorldServer[]): WorldHost {
  const { id, username, domain, server, random } = input;
  const shared = isSharedDomain(domain, servers);
  const managed = input.managedDns ?? !shared;
  return {
    record: {
      id,
      domain,
      username,
      ssh_username: username,
      password: input.password,
      ssh_password: null,
      server_id: server.id,
      status: input.status,
      created_at: formatDateTime(input.createdAt),
      user_id: input.userId,
      quota_server: null,
      quota_net: null,
    },
    team_id: input.teamId,
    stats: null,
    transition: null,
    deployments: [],
    webhooks: [],
    zone: !managed ? null : withoutWww(newZone(domain, server, Number(formatDateTime(input.createdAt).slice(0, 10).replaceAll('-', '')) * 100 + 1), input.connection === 'no-www'),
    nginx: [{ domain, config: { fastcgi: 'on', root: 'public_html', index: 'index.html index.php', ssl: 'on', ...(shared ? {} : { www: 'on' as const }) }, fcgi: `localhost:${8000 + (id % 900)}`, raw: null }],
    databases: {},
    redis: [],
    users: { [username]: { 'User type': 'Server owner' } },
    screend: input.busy ? [{ screen_id: String(random.int(10_000, 99_999)), name: 'queue', command: 'php', args: ['artisan', 'queue:work', '--sleep=3'] }] : [],
    firewall: input.firewall,
    logs: hostLogs(domain, username, input.now, random, input.busy ? (input.accessLines ?? 24) : 0),
    software: { php: '8.3.14', node: 'v22.11.0', python: '3.12.10' },
    connection: connectionPayload(domain, server, input.connection ?? 'ok'),
    envs: {},
  };
}
