import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { dnsChangesTemplate, featuresTemplate, hostPagePath, toYaml, type YamlMapping } from './host-tools-template';

const roundTrip = (mapping: YamlMapping) => load(toYaml(mapping));

describe('toYaml', () => {
  it('writes a features list in block style', () => {
    expect(toYaml({ features: ['mysql create shop'] })).toBe('features:\n  - mysql create shop\n');
    expect(featuresTemplate([{ 'create-user': { user: 'deployer', pass: 'Xy7-pass' } }, 'firewall off'])).toBe(
      'features:\n  - create-user:\n      user: deployer\n      pass: Xy7-pass\n  - firewall off\n',
    );
  });

  it('puts the subdomain first when one is given', () => {
    expect(featuresTemplate(['ssl always'], 'api')).toBe('subdomain: api\nfeatures:\n  - ssl always\n');
    expect(featuresTemplate(['ssl always'], '')).toBe('features:\n  - ssl always\n');
  });

  it('writes the DNS change lines as a dns feature', () => {
    const text = dnsChangesTemplate(['add a www 68.183.191.223', 'add txt _dmarc "v=DMARC1; p=none"', 'del a old']);
    expect(text).toBe('features:\n  - dns:\n      - add a www 68.183.191.223\n      - add txt _dmarc "v=DMARC1; p=none"\n      - del a old\n');
    expect(load(text)).toEqual({ features: [{ dns: ['add a www 68.183.191.223', 'add txt _dmarc "v=DMARC1; p=none"', 'del a old'] }] });
  });

  it('quotes the words YAML 1.1 reads as booleans, numbers and indicator-led text', () => {
    const text = toYaml({ fastcgi: 'on', enabled: 'off', yes: 'y', port: '3000', tilde: '~ \\.php$', dash: '- x', colon: 'a: b', hash: 'a #b', empty: '' });
    expect(text).toContain("fastcgi: \"on\"\n");
    expect(text).toContain('enabled: "off"\n');
    expect(text).toContain('"yes": "y"\n');
    expect(text).toContain('port: "3000"\n');
    expect(load(text)).toEqual({ fastcgi: 'on', enabled: 'off', yes: 'y', port: '3000', tilde: '~ \\.php$', dash: '- x', colon: 'a: b', hash: 'a #b', empty: '' });
  });

  it('round-trips the nginx worked examples', () => {
    const nginx = {
      ssl: 'always',
      http: 3,
      www: 'on',
      fastcgi: 'off',
      error_pages: ['404 /404.html', '500 502 503 504 /50x.html'],
      locations: [
        { match: '/', try_files: '$uri $uri/ /index.php$is_args$args' },
        { match: '~ \\.[^\\/]+(?<!\\.php)$', try_files: '$uri =404' },
        { match: '/blog/', rewrite_list: ['^/blog/(.*)$ /posts/$1 last'], locations: [{ match: '/blog/x/', deny: 'all' }] },
      ],
      passenger: { enabled: 'on', app_start_command: 'env PORT=$PORT yarn start', env_var_list: ['NOHUP=1', 'APP_CONFIG={"key":"value"}'] },
    };
    expect(roundTrip({ subdomain: 'api', nginx })).toEqual({ subdomain: 'api', nginx });
  });

  it('writes raw nginx text as a literal block', () => {
    const raw = 'server {\n    listen 80;\n\n    root /home/u/public_html;\n}\n';
    const text = toYaml({ nginx: raw });
    expect(text).toBe('nginx: |\n  server {\n      listen 80;\n\n      root /home/u/public_html;\n  }\n');
    expect(load(text)).toEqual({ nginx: raw });
  });

  it('round-trips awkward multi-line text and values', () => {
    const values = {
      noFinalNewline: 'a\nb',
      leadingSpace: '  indented\nnext',
      trailingSpace: 'a \nb',
      blankTail: 'a\n\n',
      tabbed: 'a\n\tb',
      crlf: 'a\r\nb',
      nested: [[], {}, ['x', ['y']], { k: null, n: 1.5, t: true }],
      unicode: 'héllo — ok',
      control: 'bell\u0007',
    };
    expect(roundTrip(values)).toEqual(values);
    expect(roundTrip({ list: [{ text: 'line one\nline two' }, 'multi\nline'] })).toEqual({ list: [{ text: 'line one\nline two' }, 'multi\nline'] });
  });

  it('skips undefined keys and writes an empty mapping as {}', () => {
    expect(toYaml({ skipped: undefined, kept: 1 })).toBe('kept: 1\n');
    expect(toYaml({})).toBe('{}\n');
  });
});

describe('hostPagePath', () => {
  it('builds the team-scoped page path', () => {
    expect(hostPagePath({ teamId: 3, hostId: 9 }, 'database')).toBe('team/3/host/database/9');
  });
});
