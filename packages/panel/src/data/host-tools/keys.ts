import type { HostPage, LogType } from '../../api/schemas/host-tools';

/** Query keys of the host tool pages: `all` > `host(hostId)` > `tool(hostId, page)` > that page's reads. */
export const hostToolKeys = {
  all: ['host-tools'] as const,
  host: (hostId: number) => ['host-tools', hostId] as const,
  tool: (hostId: number, page: HostPage) => ['host-tools', hostId, page] as const,
  databases: (hostId: number) => ['host-tools', hostId, 'database', 'sql'] as const,
  redisDatabases: (hostId: number) => ['host-tools', hostId, 'database', 'redis'] as const,
  software: (hostId: number, command: string) => ['host-tools', hostId, 'software', command] as const,
  users: (hostId: number, query?: Readonly<Record<string, string>>) => ['host-tools', hostId, 'user', { query }] as const,
  nginx: (hostId: number, subdomain?: string) => ['host-tools', hostId, 'nginx', { subdomain }] as const,
  dns: (hostId: number) => ['host-tools', hostId, 'dns'] as const,
  log: (hostId: number, type?: LogType, sub?: string, lines?: number) => ['host-tools', hostId, 'log', { type, sub, lines }] as const,
  screend: (hostId: number) => ['host-tools', hostId, 'screend'] as const,
  connection: (hostId: number) => ['host-tools', hostId, 'connection'] as const,
  firewall: (hostId: number) => ['host-tools', hostId, 'firewall'] as const,
};
