import { renderNginxServerBlock } from '@hostdeck/panel/rules';
import { describe, expect, it } from 'vitest';
import { createScenarioWorld } from '../scenarios';
import { createWorld } from './create-world';
import { getDnsZone, saveDnsChanges } from './dns';
import { runHostTemplate } from './host-features';
import { getHostLog, setFirewall } from './host-services';
import { createDatabase, deleteHostUser, dropDatabase, listDatabases, listRedisDatabases } from './host-tools';
import { getNginxConfig, saveNginxConfig } from './nginx';
import type { Outcome } from './result';
import { World } from './world';

const HOST = { teamId: 101, hostId: 1001 };

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`${outcome.status} ${outcome.message}`);
  return outcome.value;
}

describe('the DNS page', () => {
  it('applies change lines to the host zone and answers the runner text', () => {
    const world = new World(createWorld());
    const answer = value(world.run(saveDnsChanges, { ...HOST, changes: ['add a staging 203.0.113.9', 'del cname docs'] }));
    expect(answer.message).toMatch(/^Done updating 2 records\n; Zone: lestari\.studio\./);
    const page = value(world.run(getDnsZone, HOST));
    expect(page.a).toContainEqual({ name: 'staging', ip: '203.0.113.9' });
    expect(page.cname.map((record) => record.name)).not.toContain('docs');
    expect(page.soa?.serial).toBe(2026102302);
    expect(page.raw).toContain('staging\tIN\tA\t203.0.113.9');
    expect(value(world.run(saveDnsChanges, { ...HOST, changes: ['add a staging 203.0.113.9'] })).message).toBe('Done unchanged');
  });

  it('refuses bad lines and hosts whose DNS is managed elsewhere', () => {
    const world = new World(createWorld());
    expect(world.run(saveDnsChanges, { ...HOST, changes: ['add a www not-an-ip'] })).toMatchObject({ ok: false, status: 422 });
    expect(world.run(saveDnsChanges, { ...HOST, changes: ['add rem www'] })).toMatchObject({ ok: false, status: 422, fieldErrors: { template: 'Unknown type rem' } });
    expect(world.run(saveDnsChanges, { teamId: 101, hostId: 1002, changes: ['add a x 1.2.3.4'] })).toMatchObject({ ok: false, status: 422, message: "Can't manage DNS records on subdomain" });
    expect(value(world.run(getDnsZone, { teamId: 101, hostId: 1002 })).raw).toBe('');
  });
});

describe('the nginx page', () => {
  it('saves a valid config and renders its server block', () => {
    const world = new World(createWorld());
    const config = { root: 'public_html', locations: [{ match: '/api/', proxy_pass: 'http://127.0.0.1:3000' }] };
    expect(value(world.run(saveNginxConfig, { ...HOST, config })).message).toContain('location /api/ {\n        proxy_pass http://127.0.0.1:3000;');
    expect(value(world.run(getNginxConfig, HOST)).config).toEqual(config);
    expect(value(world.run(getNginxConfig, { ...HOST, subdomain: 'beta' })).config.passenger?.enabled).toBe('on');
    expect(world.run(getNginxConfig, { ...HOST, subdomain: 'nope' })).toMatchObject({ ok: false, status: 404, message: 'ERROR: no configuration exists for nope.lestari.studio' });
  });

  it('validates paths, proxies and ports', () => {
    const world = new World(createWorld());
    const save = (locations: unknown) => world.run(saveNginxConfig, { ...HOST, config: { locations } });
    expect(save([{ match: '/evil/', proxy_pass: 'http://10.0.0.5:80' }])).toMatchObject({ status: 422 });
    expect(save([{ match: '/low/', proxy_pass: 'http://127.0.0.1:80' }])).toMatchObject({ status: 422, fieldErrors: { nginx: 'The proxy port must be between 1025 and 65535.' } });
    expect(save([{ match: 'no slash', root: 'x' }])).toMatchObject({ fieldErrors: { nginx: 'Path input is not valid' } });
    expect(save([{ match: '/a/', root: 'x' }, { match: '/a/', root: 'y' }])).toMatchObject({ fieldErrors: { nginx: 'Path value must unique with other path entries' } });
    expect(save([{ match: '/empty/' }])).toMatchObject({ status: 422 });
  });

  it('answers the block the panel previews, written from the file as it is before the save', () => {
    const world = new World(createWorld());
    const { config: before, raw, ...site } = value(world.run(getNginxConfig, HOST));
    expect(raw).toBe(renderNginxServerBlock(site, before));
    const config = { locations: [{ match: '/api/', proxy_pass: 'http://127.0.0.1:3000' }] };
    expect(value(world.run(saveNginxConfig, { ...HOST, config })).message).toBe(`Done updated\n${renderNginxServerBlock(site, config)}`);
    // The file is ssl always on HTTP/3 and the config leaves them out: the agent keeps them.
    expect(renderNginxServerBlock(site, config)).not.toContain(':80;');
  });

  it('writes the deceptive-page banner on a free domain', () => {
    const world = new World(createWorld());
    const free = { teamId: 101, hostId: 1003 };
    expect(value(world.run(saveNginxConfig, { ...free, config: { proxy_pass: 'http://127.0.0.1:8080' } })).message).toContain('location = /deceptive.html {');
  });

  it('refuses what nginx -t would fail on, as the agent rolls it back, and keeps the saved config', () => {
    const world = new World(createWorld());
    const kept = value(world.run(getNginxConfig, { ...HOST, subdomain: 'beta' })).config;
    // beta has no PHP-FPM: a location whose only key is fastcgi is written empty there, but not on the PHP site.
    const phpOnly = { locations: [{ match: '/tools/', root: 'public_html', locations: [{ match: '/tools/php/', fastcgi: 'on' }] }] };
    const refused = world.run(saveNginxConfig, { ...HOST, subdomain: 'beta', config: phpOnly });
    expect(refused).toMatchObject({ ok: false, status: 422 });
    const text = refused.ok ? '' : (refused.fieldErrors?.nginx ?? '');
    expect(text).toMatch(/^nginx: \[emerg\] directive "location" has no opening "\{" in \/etc\/nginx\/conf\.d\/beta\.lestari\.studio\.conf:(\d+)\nnginx: configuration file \/etc\/nginx\/nginx\.conf test failed$/);
    expect(value(world.run(getNginxConfig, { ...HOST, subdomain: 'beta' })).config).toEqual(kept);
    expect(value(world.run(saveNginxConfig, { ...HOST, config: phpOnly })).message).toContain('location /tools/php/ {');
  });
});

describe('databases, users, firewall and logs', () => {
  it('creates and drops databases with the runner naming rule', () => {
    const world = new World(createWorld());
    value(world.run(createDatabase, { ...HOST, kind: 'postgres', name: 'reports-2026' }));
    expect(value(world.run(listDatabases, HOST)).lestari_web_reports_2026).toEqual({ Type: 'postgres', Size: '8 KiB', Tables: 0 });
    expect(world.run(createDatabase, { ...HOST, kind: 'postgres', name: 'reports-2026' })).toMatchObject({ ok: false, status: 422 });
    value(world.run(dropDatabase, { ...HOST, kind: 'postgres', name: 'reports-2026' }));
    expect(value(world.run(listDatabases, HOST)).lestari_web_reports_2026).toBeUndefined();
    value(world.run(runHostTemplate, { ...HOST, page: 'database', template: 'features:\n  - redis create cache2\n' }));
    expect(value(world.run(listRedisDatabases, HOST)).some((entry) => entry.startsWith('lestari_web_cache2:'))).toBe(true);
  });

  it('keeps the server owner and the free plan firewall', () => {
    const world = new World(createWorld());
    expect(world.run(deleteHostUser, { ...HOST, user: 'lestari-web' })).toMatchObject({ ok: false, status: 403 });
    expect(value(world.run(deleteHostUser, { ...HOST, user: 'lestari-web-deploy' })).message).toBe('User lestari-web-deploy deleted');
    const free = new World(createScenarioWorld('free'));
    expect(free.run(setFirewall, { teamId: 103, hostId: 2001, state: 'off' })).toMatchObject({ ok: false, status: 403 });
    expect(new World(createScenarioWorld('client')).run(setFirewall, { ...HOST, state: 'on' })).toMatchObject({ ok: false, status: 403 });
  });

  it('tails a log to the asked number of lines, at least 1', () => {
    const world = new World(createWorld());
    expect(value(world.run(getHostLog, { ...HOST, type: 'access', lines: 5 })).stdout.split('\n')).toHaveLength(5);
    expect(value(world.run(getHostLog, { ...HOST, type: 'passenger' })).processes).toEqual({ '/home/lestari-web/public_html (production)': [764098] });
    expect(world.run(getHostLog, { ...HOST, lines: 0 })).toMatchObject({ ok: false, status: 422, fieldErrors: { n: 'Max lines must be at least 1.' } });
  });
});
