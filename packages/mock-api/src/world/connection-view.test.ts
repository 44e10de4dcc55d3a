import { connectionResultSchema } from '@hostdeck/panel/contract';
import { connectionFixScript, diagnoseConnection, type ConnectionFix } from '@hostdeck/panel/rules';
import { describe, expect, it } from 'vitest';
import { createWorld } from './create-world';
import { startDeployment } from './deploy';
import { getConnectionCheck } from './host-services';
import { runNginxFeatures } from './nginx';
import type { Outcome } from './result';
import { World } from './world';

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`${outcome.status} ${outcome.message}`);
  return outcome.value;
}

/** A world whose session is the owner of the host's team. */
function worldFor(teamId: number, userId: number): World {
  const state = createWorld();
  state.session = { ...state.session, teamId, userId };
  return new World(state);
}

/** The three states the connection page shows for the host now. */
function states(world: World, teamId: number, hostId: number) {
  const host = world.state.hosts.find((item) => item.record.id === hostId);
  const server = world.state.servers.find((item) => item.id === host?.record.server_id);
  if (!host || !server) throw new Error(`Host ${hostId} is missing`);
  const result = connectionResultSchema.parse(value(world.run(getConnectionCheck, { teamId, hostId })));
  const diagnosis = diagnoseConnection({ result, domain: host.record.domain, server, nameservers: world.state.catalog.nameservers });
  return { dns: diagnosis.dns.state, ping: diagnosis.ping.state, web: diagnosis.web.state, fixes: [diagnosis.ping.fix?.fix, diagnosis.web.fix?.fix].filter(Boolean) };
}

function runFix(world: World, teamId: number, hostId: number, fix: ConnectionFix) {
  const domain = world.state.hosts.find((item) => item.record.id === hostId)?.record.domain ?? '';
  value(world.run(startDeployment, { teamId, hostId, template: connectionFixScript(fix, domain).template }));
}

describe('the connection check of the seeded hosts', () => {
  it.each([
    [101, 42, 1001, { dns: 'dns-managed', ping: 'ping-ok', web: 'web-ok', fixes: [] }],
    [101, 42, 1010, { dns: 'dns-external', ping: 'ping-wrong-ip', web: 'web-ok', fixes: [] }],
    [101, 42, 1011, { dns: 'dns-managed', ping: 'ping-ok', web: 'web-no-https', fixes: ['https'] }],
    [106, 49, 3201, { dns: 'dns-managed', ping: 'ping-no-www', web: 'web-ok', fixes: ['www'] }],
  ])('team %i user %i host %i', (teamId, userId, hostId, expected) => {
    expect(states(worldFor(teamId, userId), teamId, hostId)).toEqual(expected);
  });
});

describe('one-click fixes change what the next check sees', () => {
  it('ssl issues a certificate: https answers and the host is fine', () => {
    const world = worldFor(101, 42);
    runFix(world, 101, 1011, 'https');
    expect(states(world, 101, 1011)).toEqual({ dns: 'dns-managed', ping: 'ping-ok', web: 'web-ok', fixes: [] });
  });

  it('www adds the www record to the zone', () => {
    const world = worldFor(106, 49);
    runFix(world, 106, 3201, 'www');
    expect(states(world, 106, 3201)).toMatchObject({ ping: 'ping-ok', fixes: [] });
    expect(world.state.hosts.find((item) => item.record.id === 3201)?.zone?.cname).toContainEqual({ name: 'www', alias: 'kopicollective.id.' });
  });

  it('ssl on lets http answer without redirect (insecure), ssl always redirects it again', () => {
    const world = worldFor(101, 42);
    // The studio site runs ssl always; its app itself does not redirect.
    const host = world.state.hosts.find((item) => item.record.id === 1001);
    if (!host) throw new Error('Host 1001 is missing');
    host.connection.web.http = { '-': 'HTTP/1.1 200 OK', location: null };
    expect(states(world, 101, 1001).web).toBe('web-ok');
    runFix(world, 101, 1001, 'disable-https-redirect');
    expect(states(world, 101, 1001)).toMatchObject({ web: 'web-insecure', fixes: ['force-https'] });
    runFix(world, 101, 1001, 'force-https');
    expect(states(world, 101, 1001)).toMatchObject({ web: 'web-ok', fixes: [] });
  });

  it('ssl off closes https; a certificate is not issued for a domain that points elsewhere', () => {
    const world = worldFor(101, 42);
    value(world.run(runNginxFeatures, { teamId: 101, hostId: 1001, features: ['ssl off'] }));
    expect(states(world, 101, 1001).web).toBe('web-no-https');
    const arka = world.state.hosts.find((item) => item.record.id === 1010);
    if (!arka) throw new Error('Host 1010 is missing');
    arka.connection.web.https = null;
    runFix(world, 101, 1010, 'https');
    expect(states(world, 101, 1010)).toMatchObject({ ping: 'ping-wrong-ip', web: 'web-no-https', fixes: [] });
  });

  it('the nginx page’s ssl feature issues the certificate too', () => {
    const world = worldFor(101, 42);
    value(world.run(runNginxFeatures, { teamId: 101, hostId: 1011, features: ['ssl'] }));
    expect(states(world, 101, 1011).web).toBe('web-ok');
  });
});
