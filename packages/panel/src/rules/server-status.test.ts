import { describe, expect, it } from 'vitest';
import { serverBridgeUrl, serverEndpointOrigin, serverStatusFrameSrc } from './server-status';

describe('a server endpoint names one https origin (account-area 7)', () => {
  it.each<[string, string | undefined]>([
    ['sgp.domcloud.co', 'https://sgp.domcloud.co'],
    ['  bridge.lestari.studio ', 'https://bridge.lestari.studio'],
    ['bridge.example.com:8443', 'https://bridge.example.com:8443'],
    ['https://bridge.example.com/', 'https://bridge.example.com'],
    ['https://bridge.example.com/bridge', 'https://bridge.example.com'],
    ['http://bridge.example.com', undefined],
    ['javascript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['a.example@evil.example', undefined],
    ['https://user:pw@bridge.example.com', undefined],
    ['bridge.example.com/path', undefined],
    ['bridge.example.com?x=1', undefined],
    ['', undefined],
    ['exa mple.com', undefined],
  ])('%s', (endpoint, origin) => {
    expect(serverEndpointOrigin(endpoint)).toBe(origin);
  });
});

describe('only the server’s own status page is framed', () => {
  it.each<[string, string, string, string | undefined]>([
    ['the check view', 'https://sgp.domcloud.co/status/check', 'sgp.domcloud.co', 'https://sgp.domcloud.co/status/check'],
    ['a bridge URL endpoint', 'https://bridge.example.com/status/check', 'https://bridge.example.com/', 'https://bridge.example.com/status/check'],
    ['a bridge under a path', 'https://bridge.example.com/bridge/status/check', 'https://bridge.example.com/bridge', 'https://bridge.example.com/bridge/status/check'],
    ['another host', 'https://evil.example/status/check', 'sgp.domcloud.co', undefined],
    ['a look-alike host', 'https://sgp.domcloud.co.evil.example/status/check', 'sgp.domcloud.co', undefined],
    ['plain http', 'http://sgp.domcloud.co/status/check', 'sgp.domcloud.co', undefined],
    ['another port', 'https://sgp.domcloud.co:8443/status/check', 'sgp.domcloud.co', undefined],
    ['credentials', 'https://u:p@sgp.domcloud.co/status/check', 'sgp.domcloud.co', undefined],
    ['another view', 'https://sgp.domcloud.co/status/about', 'sgp.domcloud.co', undefined],
    ['a page outside /status', 'https://sgp.domcloud.co/runner', 'sgp.domcloud.co', undefined],
    ['a script address', 'javascript:alert(1)', 'sgp.domcloud.co', undefined],
    ['no address', '', 'sgp.domcloud.co', undefined],
    ['an endpoint that is no host', 'https://sgp.domcloud.co/status/check', 'javascript:alert(1)', undefined],
  ])('%s', (_case, src, endpoint, framed) => {
    expect(serverStatusFrameSrc(src, endpoint, 'check')).toBe(framed);
  });
});

describe('the bridge URL the edit form starts from', () => {
  it.each<[string, string]>([
    ['bridge.lestari.studio', 'https://bridge.lestari.studio'],
    ['https://bridge.example.com/', 'https://bridge.example.com/'],
    ['HTTP://bridge.example.com', 'HTTP://bridge.example.com'],
  ])('%s', (endpoint, url) => {
    expect(serverBridgeUrl(endpoint)).toBe(url);
  });
});
