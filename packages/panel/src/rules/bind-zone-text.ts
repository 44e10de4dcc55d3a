import type { DnsZone } from '../api/schemas/dns';

/*
 * The zone file text the runner prints after a change and the DNS page exports (backend-formats 2.3): a header, the
 * SOA with its numbers one per line, then a section per type in a fixed order (empty ones keep their header), tab
 * separated. The simulated backend renders its zones with this same function.
 */

type ZoneItem = Record<string, string | number | undefined>;

const SECTIONS: ReadonlyArray<readonly [keyof DnsZone, string, (item: ZoneItem) => string]> = [
  ['ns', 'NS', (item) => `NS\t${item.host}`],
  ['mx', 'MX', (item) => `MX\t${item.preference}\t${item.host}`],
  ['a', 'A', (item) => `A\t${item.ip}`],
  ['aaaa', 'AAAA', (item) => `AAAA\t${item.ip}`],
  ['cname', 'CNAME', (item) => `CNAME\t${item.alias}`],
  ['ptr', 'PTR', (item) => `PTR\t${item.host}`],
  ['txt', 'TXT', (item) => `TXT\t${item.txt}`],
  ['srv', 'SRV', (item) => `SRV\t${item.priority}\t${item.weight}\t${item.port}\t${item.target}`],
  ['spf', 'SPF', (item) => `SPF\t${item.data}`],
  ['caa', 'CAA', (item) => `CAA\t${item.flags}\t${item.tag}\t${item.value}`],
];

/** The zone as a BIND zone file, exported at `exportedAt` (an ISO time). */
export function renderDnsZoneText(zone: DnsZone, exportedAt: string): string {
  const soa = zone.soa;
  const head = [`; Zone: ${zone.$origin ?? soa?.name ?? ''}`, `; Exported  (yyyy-mm-ddThh:mm:ss.sssZ): ${exportedAt}`, '', zone.$origin ? `$ORIGIN ${zone.$origin}` : '', zone.$ttl ? `$TTL ${zone.$ttl}` : '', ''];
  const soaText = soa
    ? ['; SOA Record', `${soa.name}\t ${soa.ttl ?? ''}\t\tIN\tSOA\t${soa.mname}\t${soa.rname}\t(`, `${soa.serial}\t ;serial`, `${soa.refresh}\t ;refresh`, `${soa.retry}\t ;retry`, `${soa.expire}\t ;expire`, `${soa.minimum}\t ;minimum ttl`, ')', '']
    : ['; SOA Record', ''];
  const sections = SECTIONS.flatMap(([key, title, line]) => {
    const items = zone[key] as ZoneItem[];
    const rows = items.map((item) => `${item.name || '@'}\t${item.ttl ? `${item.ttl}\t` : ''}IN\t${line(item)}`);
    return [`; ${title} Records`, ...rows, ''];
  });
  const text = [...head, ...soaText, ...sections, '; DS Records', '', ''].join('\n');
  return text.replace(/\n{2,}/g, '\n\n');
}
