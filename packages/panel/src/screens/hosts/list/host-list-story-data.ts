// Data of the host list stories: servers as initdata sends them, a small team and a full page of generated hosts.
import type { Host } from '../../../api/schemas/hosts';
import { HOST_LIST_PAGE_SIZE } from '../../../rules/limits';

export const STORY_SERVERS = [
  { id: 1, endpoint: 'sga.domcloud.co' },
  { id: 2, endpoint: 'sgp.domcloud.co' },
  { id: 3, endpoint: 'wdc.domcloud.co' },
];

const host = (id: number, domain: string, username: string, status: string, serverId: number, createdAt: string): Host => ({
  id,
  domain,
  username,
  status,
  server_id: serverId,
  created_at: createdAt,
  user_id: 42,
  quota_server: null,
  quota_net: null,
});

/** Lestari Studio's sites in the server's order (newest first), on sgp and wdc. */
export const STORY_HOSTS: readonly Host[] = [
  host(1011, 'n8n.lestari.studio', 'n8n-automation', 'active', 3, '2025-04-01 09:12:00'),
  host(1006, 'kopilestari.com', 'kopi-landing', 'moving', 2, '2024-10-14 08:00:00'),
  host(1004, 'api.lestari.studio', 'api-gateway', 'starting', 3, '2025-05-31 23:40:00'),
  host(1002, 'shop.lestari.studio', 'shop-lestari', 'active', 3, '2024-06-25 16:30:00'),
  host(1001, 'lestari.studio', 'lestari-web', 'active', 2, '2023-10-12 10:00:00'),
];

export const REMOVED_HOST = host(1008, 'promo2024.lestari.studio', 'campaign-2024', 'removed', 2, '2023-07-04 11:00:00');
export const SGA_HOST = host(1003, 'blog-lestari.dom.my.id', 'blog-lestari', 'active', 1, '2022-03-09 07:45:00');

const STATUSES = ['active', 'active', 'active', 'starting', 'suspended', 'moving', 'removing', 'removed'];

/** A full page: exactly the 1000-row threshold, on sgp and wdc, in a scrambled domain order. */
export function manyHosts(count = HOST_LIST_PAGE_SIZE): Host[] {
  return Array.from({ length: count }, (_, index) => {
    const n = (index * 7919) % count;
    const day = String((index % 28) + 1).padStart(2, '0');
    return host(5000 + index, `site-${n}.example.com`, `user-${n}`, STATUSES[index % STATUSES.length] ?? 'active', (index % 2) + 2, `2024-0${(index % 9) + 1}-${day} 10:00:00`);
  });
}
