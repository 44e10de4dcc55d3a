import { flattenDnsZone, type DnsZone } from '@hostdeck/panel/contract';
import { dnsChangeLines, dnsEditorRows, importBindZone, newDnsRow, parseBindZone, renderDnsZoneText, type DnsEditorRow } from '@hostdeck/panel/rules';
import zonefile from 'dns-zonefile';
import { describe, expect, it } from 'vitest';
import { createWorld } from './create-world';
import { parseDnsChanges } from './dns';
import { applyDnsChanges } from './dns-zone';
import { getDnsZone, saveDnsChanges } from './dns';
import { World } from './world';

/*
 * The panel's change-line generator against the simulated runner's parser: lines the editor writes are read and
 * applied to give exactly the zone the editor meant.
 */

function zone(): DnsZone {
  return {
    $origin: 'lestari.studio.',
    soa: { name: '@', mname: 'nsp.domcloud.co.', rname: 'root.lestari.studio.', serial: 2025061101, refresh: 3600, retry: 1800, expire: 1209600, minimum: 86400 },
    ns: [{ name: '@', host: 'nsp.domcloud.co.' }],
    a: [{ name: '@', ip: '203.0.113.1' }, { name: 'shop', ip: '203.0.113.40' }],
    aaaa: [],
    cname: [{ name: 'www', alias: 'lestari.studio.' }],
    mx: [{ name: '@', preference: 10, host: 'mx1.improvmx.com.' }],
    ptr: [],
    txt: [{ name: '_dmarc', txt: '"v=DMARC1; p=quarantine; rua=mailto:dmarc@lestari.studio"' }],
    srv: [{ name: '_sip._tcp', priority: 10, weight: 60, port: 5060, target: 'sip.lestari.studio.' }],
    spf: [],
    caa: [{ name: '@', flags: 0, tag: 'issue', value: '"letsencrypt.org"' }],
  };
}

function applied(start: DnsZone, lines: readonly string[]): DnsZone {
  const changes = parseDnsChanges(lines);
  if (!Array.isArray(changes)) throw new Error(JSON.stringify(changes));
  const next = structuredClone(start);
  applyDnsChanges(next, changes);
  return next;
}

const edit = (row: DnsEditorRow, name: string, fields: DnsEditorRow['data']['fields']): DnsEditorRow => ({ ...row, data: { name, fields } });

describe('editor change lines applied by the simulated runner', () => {
  it('deletes every stored type by its stored values, quotes included', () => {
    const start = zone();
    const rows = dnsEditorRows(flattenDnsZone(start), start).map((row) => ({ ...row, deleted: true }));
    const result = applied(start, dnsChangeLines(rows));
    expect(flattenDnsZone(result)).toEqual([]);
    expect(result.soa?.serial).toBe(2025061102);
  });

  it('adds one record of every type as the editor typed it', () => {
    const start = zone();
    const added: DnsEditorRow[] = [
      edit(newDnsRow('a', 'n1'), 'test', { ip: '203.0.113.7' }),
      edit(newDnsRow('aaaa', 'n2'), 'v6', { ip: '2001:db8::7' }),
      edit(newDnsRow('ns', 'n3'), 'dev', { host: 'ns1.other.net.' }),
      edit(newDnsRow('ptr', 'n4'), '7', { host: 'host.lestari.studio.' }),
      edit(newDnsRow('cname', 'n5'), 'blog', { alias: 'example.net.' }),
      edit(newDnsRow('mx', 'n6'), '@', { preference: '20', host: 'mx2.improvmx.com.' }),
      edit(newDnsRow('txt', 'n7'), '_note', { txt: 'hello world' }),
      edit(newDnsRow('srv', 'n8'), '_xmpp._tcp', { priority: '5', weight: '0', port: '5222', target: 'xmpp.lestari.studio.' }),
      edit(newDnsRow('spf', 'n9'), '@', { data: 'v=spf1 a ~all' }),
      edit(newDnsRow('caa', 'n10'), '@', { flags: '0', tag: 'iodef', value: 'mailto:sec@lestari.studio' }),
    ];
    const result = applied(start, dnsChangeLines(added));
    const fresh = flattenDnsZone(result).slice(flattenDnsZone(start).length);
    expect(flattenDnsZone(result)).toHaveLength(flattenDnsZone(start).length + 10);
    expect(result.a).toContainEqual({ name: 'test', ip: '203.0.113.7' });
    expect(result.txt).toContainEqual({ name: '_note', txt: '"hello world"' });
    expect(result.spf).toEqual([{ name: '@', data: '"v=spf1 a ~all"' }]);
    expect(result.caa).toContainEqual({ name: '@', flags: 0, tag: 'iodef', value: '"mailto:sec@lestari.studio"' });
    expect(result.srv).toContainEqual({ name: '_xmpp._tcp', priority: 5, weight: 0, port: 5222, target: 'xmpp.lestari.studio.' });
    expect(fresh.length).toBeGreaterThan(0);
    // Read back into editor rows, the added records are unchanged rows: the editor and the runner agree on them.
    const again = dnsEditorRows(flattenDnsZone(result), result);
    expect(dnsChangeLines(again)).toEqual([]);
  });

  it('applies an edit as del of the original and add of the new, leaving the other records', () => {
    const start = zone();
    const rows = dnsEditorRows(flattenDnsZone(start), start);
    const changed = rows.map((row) => {
      if (row.type === 'txt') return edit(row, '_dmarc', { txt: 'v=DMARC1; p=reject' });
      if (row.type === 'mx') return edit(row, '@', { preference: '5', host: 'mx1.improvmx.com.' });
      return row;
    });
    const result = applied(start, dnsChangeLines(changed));
    expect(result.txt).toEqual([{ name: '_dmarc', txt: '"v=DMARC1; p=reject"' }]);
    expect(result.mx).toEqual([{ name: '@', preference: 5, host: 'mx1.improvmx.com.' }]);
    expect(result.a).toEqual(start.a);
  });

  it('imports a zone file into adds the runner applies, and the export reads back the same', () => {
    const start = zone();
    const file = '$ORIGIN lestari.studio.\n@ 3600 IN SOA ns. root. ( 1 2 3 4 5 )\nnew IN A 203.0.113.9\nshop IN A 203.0.113.40\n_note TXT "a b" "c"\n';
    const imported = importBindZone(file, start, flattenDnsZone(start));
    expect(imported.skipped).toBe(1);
    const rows = imported.rows.map((row, index) => edit(newDnsRow(row.type, `n${index}`), row.data.name, row.data.fields));
    const result = applied(start, dnsChangeLines(rows));
    expect(result.a).toContainEqual({ name: 'new', ip: '203.0.113.9' });
    expect(result.txt).toContainEqual({ name: '_note', txt: '"a b" "c"' });
    const exported = parseBindZone(renderDnsZoneText(result, 'now')).records;
    expect(exported).toHaveLength(flattenDnsZone(result).length);
  });
});

describe('the zone text against dns-zonefile 0.3.2', () => {
  it('reads the exported zone as dns-zonefile does, record by record', () => {
    const text = renderDnsZoneText(zone(), '2026-11-21T05:05:37.491Z');
    const theirs = zonefile.parse(text);
    const reference: DnsZone = { ns: theirs.ns ?? [], a: theirs.a ?? [], aaaa: theirs.aaaa ?? [], cname: theirs.cname ?? [], mx: theirs.mx ?? [], ptr: [], txt: theirs.txt ?? [], srv: theirs.srv ?? [], spf: [], caa: theirs.caa ?? [] };
    const absolute = (name: string) => (name === '@' ? 'lestari.studio.' : name.endsWith('.') ? name : `${name}.lestari.studio.`);
    expect(parseBindZone(text).records).toEqual(flattenDnsZone(reference).map((record) => ({ ...record, name: absolute(record.name) })));
    expect(flattenDnsZone(reference)).toHaveLength(flattenDnsZone(zone()).length);
  });
});

describe('the save answer of the DNS page', () => {
  it('answers Done updating N records with the zone text, then Done unchanged for the same lines', () => {
    const world = new World(createWorld());
    const host = { teamId: 101, hostId: 1001 };
    const page = world.run(getDnsZone, host);
    if (!page.ok) throw new Error(page.message);
    const rows = [edit(newDnsRow('a', 'n1'), 'test', { ip: '203.0.113.7' }), edit(newDnsRow('txt', 'n2'), '_note', { txt: 'hello world' })];
    const lines = dnsChangeLines(rows);
    expect(lines).toEqual(['add a test 203.0.113.7', 'add txt _note "hello world"']);
    const first = world.run(saveDnsChanges, { ...host, changes: lines });
    expect(first.ok && first.value.message).toMatch(/^Done updating 2 records\n; Zone: lestari\.studio\.\n[\s\S]*_note\tIN\tTXT\t"hello world"/);
    const second = world.run(saveDnsChanges, { ...host, changes: lines });
    expect(second.ok && second.value.message).toBe('Done unchanged');
  });
});
