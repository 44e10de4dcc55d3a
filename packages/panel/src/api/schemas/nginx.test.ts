import { describe, expect, it } from 'vitest';
import { NGINX_FEATURE_VALUES, NGINX_PROXY_PASS_PATTERN, nginxConfigSchema, nginxFeatureSchema, nginxLocationSchema, nginxPageSchema } from './nginx';

/** Read-back of bridge fixture test/nginx.d/example.com.conf (backend-formats 1.4). */
const exampleReadBack = {
  ssl: 3,
  www: 1,
  http: 1,
  dom: 'example.com',
  ip: '1.2.3.4',
  ip6: '[1:2:3:4::5:6]',
  root: '/home/example/public_html',
  user: 'example',
  home: '/home/example/',
  fcgi: 'localhost:8004',
  access_log: '/var/log/virtualmin/example.com_access_log',
  error_log: '/var/log/virtualmin/example.com_error_log',
  ssl_certificate: '/home/example/ssl.combined',
  ssl_certificate_key: '/home/example/ssl.key',
  config: {
    fastcgi: 'on',
    root: 'public_html',
    index: 'index.html index.php',
    passenger: {
      enabled: 'on',
      env_var_list: ['API_ID=ID', 'INDEX_SETTINGS={"index_all":true,"index_private":false}'],
      app_start_command: 'env PORT=$PORT python app.py',
    },
    ssl: 'on',
  },
  raw: 'server {\n    server_name example.com www.example.com;\n}\n',
};

/** The "Mixed" worked example's input (backend-formats 1.5). */
const mixedConfig = {
  ssl: 'always',
  http: 3,
  www: 'on',
  fastcgi: 'off',
  index: 'index.html',
  error_pages: ['404 /404.html', '500 502 503 504 /50x.html'],
  expires: '7d',
  locations: [
    { match: '/', try_files: '$uri $uri/ $uri.html /index.html' },
    { match: '/api/', proxy_pass: 'http://127.0.0.1:3000' },
    { match: '^~ /private/', deny: 'all', allow: '10.0.0.1' },
    { match: '/files/', autoindex: 'on', limit_rate: '100k', limit_rate_after: '1m', default_type: 'text/plain' },
    { match: '/old', return: '301 /new' },
    { match: '/blog/', rewrite_list: ['^/blog/(.*)$ /posts/$1 last', '^/blog$ /posts last'] },
    { match: '/upload/', limit_except: 'GET', fastcgi: 'always' },
  ],
};

describe('nginxPageSchema', () => {
  it('reads the example.com read-back with its raw text', () => {
    const page = nginxPageSchema.parse(exampleReadBack);
    expect(page.config.passenger?.app_start_command).toBe('env PORT=$PORT python app.py');
    expect(page.config.passenger?.env_var_list).toHaveLength(2);
    expect(page).toMatchObject({ ssl: 3, www: 1, fcgi: 'localhost:8004', raw: exampleReadBack.raw });
  });

  it('needs only config and raw', () => {
    expect(nginxPageSchema.parse({ config: {}, raw: '' })).toEqual({ config: {}, raw: '' });
  });

  it('rejects an answer without raw text or with a bitmask out of range', () => {
    expect(nginxPageSchema.safeParse({ config: {} }).success).toBe(false);
    expect(nginxPageSchema.safeParse({ ...exampleReadBack, ssl: 4 }).success).toBe(false);
  });
});

describe('nginxConfigSchema', () => {
  it('keeps the mixed example whole', () => {
    expect(nginxConfigSchema.parse(mixedConfig)).toEqual(mixedConfig);
  });

  it('reads nested locations as in the complex.net fixture', () => {
    const config = nginxConfigSchema.parse({
      locations: [
        {
          match: '/webssh/',
          fastcgi: 'on',
          rewrite_list: ['^/webssh/(.*)$ /$1 break'],
          limit_except: 'GET POST',
          passenger: { enabled: 'on', document_root: 'public_html/webssh/public', base_uri: '/webssh', app_root: 'public_html/webssh', ruby: '.rvm/rubies/default/bin/ruby' },
          locations: [{ match: '/webssh/static/', alias: 'public_html/webssh/static/', expires: 'max' }],
        },
      ],
    });
    expect(config.locations?.[0]?.locations?.[0]).toEqual({ match: '/webssh/static/', alias: 'public_html/webssh/static/', expires: 'max' });
    expect(config.locations?.[0]?.passenger?.base_uri).toBe('/webssh');
  });

  it('drops keys the bridge ignores', () => {
    expect(nginxConfigSchema.parse({ passenger: { enabled: 'on', node: 'x' }, passenger_app_root: 'y' })).toEqual({ passenger: { enabled: 'on' } });
  });

  it('rejects booleans where the bridge needs "on"/"off", unknown modes and locations without match', () => {
    expect(nginxConfigSchema.safeParse({ fastcgi: true }).success).toBe(false);
    expect(nginxConfigSchema.safeParse({ passenger: { enabled: true } }).success).toBe(false);
    expect(nginxConfigSchema.safeParse({ ssl: 'yes' }).success).toBe(false);
    expect(nginxConfigSchema.safeParse({ http: 2 }).success).toBe(false);
    expect(nginxConfigSchema.safeParse({ locations: [{ root: 'public_html' }] }).success).toBe(false);
    expect(nginxLocationSchema.safeParse({ match: '/a', locations: [{ match: '/a/b', autoindex: false }] }).success).toBe(false);
  });
});

describe('nginx constants', () => {
  it('accepts only loopback proxy targets', () => {
    expect(NGINX_PROXY_PASS_PATTERN.test('http://127.0.0.1:3000')).toBe(true);
    expect(NGINX_PROXY_PASS_PATTERN.test('http://[::1]:8080/app')).toBe(true);
    expect(NGINX_PROXY_PASS_PATTERN.test('http://10.0.0.5:80')).toBe(false);
  });

  it('knows the page features of the spec', () => {
    for (const feature of ['ssl', 'ssl off', 'ssl self-sign', 'ssl always', 'www off']) expect(NGINX_FEATURE_VALUES).toContain(feature);
    expect(nginxFeatureSchema.safeParse('ssl maybe').success).toBe(false);
  });
});
