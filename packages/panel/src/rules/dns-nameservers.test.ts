import { describe, expect, it } from 'vitest';
import { nameserversAreThePlatforms } from './dns-nameservers';

const PLATFORM = ['nsp.domcloud.co', 'nss.domcloud.co'];

describe('nameserversAreThePlatforms', () => {
  it.each<[string, Array<{ name: string; host: string }>, readonly string[], boolean]>([
    ['the platform pair', [{ name: '@', host: 'nsp.domcloud.co.' }, { name: '@', host: 'nss.domcloud.co.' }], PLATFORM, true],
    ['case and dots aside', [{ name: 'lestari.studio.', host: 'NSP.DOMCLOUD.CO' }], PLATFORM, true],
    ['delegated subzones do not count', [{ name: '@', host: 'nsp.domcloud.co.' }, { name: 'dev', host: 'ns1.other.net.' }], PLATFORM, true],
    ['another provider', [{ name: '@', host: 'ns1.cloudflare.com.' }, { name: '@', host: 'ns2.cloudflare.com.' }], PLATFORM, false],
    ['one of each', [{ name: '@', host: 'nsp.domcloud.co.' }, { name: '', host: 'ns2.cloudflare.com.' }], PLATFORM, false],
    ['no apex name server', [], PLATFORM, false],
    ['a platform that names none', [{ name: '@', host: 'ns1.cloudflare.com.' }], [], true],
  ])('%s', (_label, zoneNs, config, expected) => {
    expect(nameserversAreThePlatforms(zoneNs, config, 'lestari.studio.')).toBe(expected);
  });
});
