import type { Host, HostServer } from '../../../api/schemas/hosts';
import type { HostPageGate } from '../../../rules/host-page-gate';

/**
 * What the host page frame hands the page inside it, once the host has loaded and the page's gate lets it show: the
 * host, its server, and whether the page may write ('allowed') or only read ('read-only', a client).
 */
export interface HostFrameValue {
  teamId: number;
  hostId: number;
  host: Host;
  server: HostServer;
  gate: Extract<HostPageGate, 'allowed' | 'read-only'>;
  /** The page's title (from the route table), for its h1. */
  title: string;
}
