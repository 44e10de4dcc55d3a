import { serverDirectives } from '@test-helpers/nginx-tree';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { nginxConfigSchema, type NginxConfig } from '../api/schemas/nginx';
import { nginxQuirks, nginxSiteDomain, renderNginxServerBlock, type NginxQuirk, type NginxSite } from './nginx-server-block';

/** The example.com fixture's read-back (backend-formats 1.4), the site of every worked example of 1.5. */
const SITE: NginxSite = {
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
};

/** The `nginx:` key of a deploy script, as the bridge receives it. */
const nginxOf = (script: string): NginxConfig => nginxConfigSchema.parse((yaml.load(script) as { nginx: unknown }).nginx);

/** The fixture's protected lines and the :80 + ssl listens of its current `ssl: 3`, which every example below keeps. */
const FIXTURE_LINES = `
    server_name example.com;
    listen 1.2.3.4:80;
    listen [1:2:3:4::5:6]:80;
    listen 1.2.3.4:443 ssl;
    listen [1:2:3:4::5:6]:443 ssl;
    root /home/example/public_html;
    access_log /var/log/virtualmin/example.com_access_log;
    error_log /var/log/virtualmin/example.com_error_log;
    ssl_certificate /home/example/ssl.combined;
    ssl_certificate_key /home/example/ssl.key;`;

const MIXED = nginxOf(`
nginx:
  ssl: always
  http: 3
  www: "on"
  fastcgi: "off"
  index: index.html
  error_pages: ["404 /404.html", "500 502 503 504 /50x.html"]
  expires: 7d
  locations:
    - { match: /, try_files: $uri $uri/ $uri.html /index.html }
    - { match: /api/, proxy_pass: "http://127.0.0.1:3000" }
    - { match: /evil/, proxy_pass: "http://10.0.0.5:80" }
    - { match: ^~ /private/, deny: all, allow: 10.0.0.1 }
    - { match: /files/, autoindex: "on", limit_rate: 100k, limit_rate_after: 1m, default_type: text/plain }
    - { match: /old, return: 301 /new }
    - { match: /blog/, rewrite_list: ["^/blog/(.*)$ /posts/$1 last", "^/blog$ /posts last"] }
    - { match: /upload/, limit_except: GET, fastcgi: always }
`);

const PASSENGER = nginxOf(`
nginx:
  root: public_html/public
  passenger: { enabled: "on", app_env: production, app_start_command: env PORT=$PORT yarn start,
               env_var_list: [NOHUP=1, 'APP_CONFIG={"key":"value"}'] }
  locations: [ { match: /_next/static/, alias: public_html/.next/static/, expires: max } ]
`);

// php-laravel.yml (preset php indexSafe).
const LARAVEL = nginxOf(String.raw`
nginx:
  root: public_html/public
  fastcgi: "on"
  locations:
    - match: /
      try_files: $uri $uri/ /index.php$is_args$args
    - match: ~ \.[^\/]+(?<!\.php)$
      try_files: $uri =404
`);

// The bridge's tools-init.nginx.yml.
const NESTED = nginxOf(`
nginx:
  locations:
    - fastcgi: 'on'
      root: public_html/
      passenger:
        enabled: 'off'
      match: /phpmyadmin/
    - fastcgi: 'on'
      root: public_html/
      passenger:
        enabled: 'off'
      match: /phppgadmin/
    - root: public_html/webssh/webssh/static
      passenger:
        app_root: public_html/webssh
        enabled: 'on'
        app_start_command: python run.py --port=$PORT
        document_root: public_html/webssh/webssh/static
      rewrite: ^/webssh/(.*)$ /$1 break
      match: /webssh/
    - root: public_html/webssh2/app/client/public
      passenger:
        app_root: public_html/webssh2/app
        app_start_command: env PORT=$PORT node app.js
        enabled: 'on'
        document_root: public_html/webssh2/app/client/public
      match: /ssh/
    - match: /
  fastcgi: 'on'
  index: index.html index.php
  root: public_html/public
  ssl: 'on'
`);

/** The banner's `set` value, kept out of template interpolation. */
const REJECT = '${reject}';

const PROXY = nginxOf('nginx: { proxy_pass: "http://127.0.0.1:8080" }');

interface Example {
  name: string;
  site: NginxSite;
  config: NginxConfig;
  /** The whole block, as observed (Mixed) or as 1.3 derives it from the observed part. */
  expected: string;
  /** The part backend-formats 1.5 shows as observed output, which must be there exactly (Mixed shows it all). */
  observed?: string;
}

const EXAMPLES: Example[] = [
  {
    name: 'Mixed',
    site: SITE,
    config: MIXED,
    // Observed output, verbatim.
    expected: String.raw`server {
    server_name www.example.com example.com;
    listen 1.2.3.4:443 ssl;
    listen [1:2:3:4::5:6]:443 ssl;
    listen 1.2.3.4:443 quic;
    listen [1:2:3:4::5:6]:443 quic;
    root /home/example/public_html;
    index index.html;
    access_log /var/log/virtualmin/example.com_access_log;
    error_log /var/log/virtualmin/example.com_error_log;
    location / { try_files $uri $uri/ $uri.html /index.html; }
    location /api/ { proxy_pass http://127.0.0.1:3000; }
    location /evil/;
    location ^~ /private/ { allow 10.0.0.1; deny all; }
    location /files/ { autoindex on; limit_rate 100k; limit_rate_after 1m; default_type text/plain; }
    location /old { return 301 /new; }
    location /blog/ { rewrite ^/blog/(.*)$ /posts/$1 last; rewrite ^/blog$ /posts last; }
    location /upload/ { limit_except GET { deny all; } location ~ \.php(/|$) { fastcgi_pass localhost:8004; } }
    location ~ \.php$ { return 404; fastcgi_pass localhost:8004; }
    ssl_certificate /home/example/ssl.combined;
    ssl_certificate_key /home/example/ssl.key;
    http3 on;
    add_header Alt-Svc 'h3=":443"; ma=86400';
    error_page 404 /404.html;
    error_page 500 502 503 504 /50x.html;
    expires 7d;
}`,
  },
  {
    name: 'Passenger (Next.js)',
    site: SITE,
    config: PASSENGER,
    expected: String.raw`server {${FIXTURE_LINES}
    index index.html index.php;
    location /_next/static/ { alias /home/example/public_html/.next/static/; expires max; }
    location ~ \.php$ { return 404; fastcgi_pass localhost:8004; }
    passenger_enabled on;
    passenger_env_var NOHUP 1;
    passenger_env_var APP_CONFIG "{\"key\":\"value\"}";
    passenger_app_start_command "env PORT=$PORT yarn start";
    passenger_app_env production;
}`,
    observed: String.raw`
location /_next/static/ { alias /home/example/public_html/.next/static/; expires max; }
location ~ \.php$ { return 404; fastcgi_pass localhost:8004; }
passenger_enabled on;
passenger_env_var NOHUP 1;
passenger_env_var APP_CONFIG "{\"key\":\"value\"}";
passenger_app_start_command "env PORT=$PORT yarn start";
passenger_app_env production;`,
  },
  {
    name: 'Laravel (php indexSafe)',
    site: SITE,
    config: LARAVEL,
    expected: String.raw`server {${FIXTURE_LINES}
    index index.html index.php;
    location / { try_files $uri $uri/ /index.php$is_args$args; }
    location ~ \.[^\/]+(?<!\.php)$ { try_files $uri =404; }
    location ~ \.php$ { try_files $uri =404; fastcgi_pass localhost:8004; }
}`,
    observed: String.raw`
location / { try_files $uri $uri/ /index.php$is_args$args; }
location ~ \.[^\/]+(?<!\.php)$ { try_files $uri =404; }
location ~ \.php$ { try_files $uri =404; fastcgi_pass localhost:8004; }`,
  },
  {
    name: 'Nested (tools-init)',
    site: SITE,
    config: NESTED,
    expected: String.raw`server {${FIXTURE_LINES}
    index index.html index.php;
    location /phpmyadmin/ {
        root /home/example/public_html/;
        passenger_enabled off;
        location ~ \.php$ { try_files $uri =404; fastcgi_pass localhost:8004; }
    }
    location /phppgadmin/ {
        root /home/example/public_html/;
        passenger_enabled off;
        location ~ \.php$ { try_files $uri =404; fastcgi_pass localhost:8004; }
    }
    location /webssh/ {
        root /home/example/public_html/webssh/webssh/static;
        rewrite ^/webssh/(.*)$ /$1 break;
        passenger_enabled on;
        passenger_app_start_command "python run.py --port=$PORT";
        passenger_document_root /home/example/public_html/webssh/webssh/static;
        passenger_app_root /home/example/public_html/webssh;
    }
    location /ssh/ {
        root /home/example/public_html/webssh2/app/client/public;
        passenger_enabled on;
        passenger_app_start_command "env PORT=$PORT node app.js";
        passenger_document_root /home/example/public_html/webssh2/app/client/public;
        passenger_app_root /home/example/public_html/webssh2/app;
    }
    location /;
    location ~ \.php$ { try_files $uri =404; fastcgi_pass localhost:8004; }
}`,
    // A location with fastcgi on gets its own PHP location; passenger paths get the /home/example/ prefix.
    observed: String.raw`
location /phpmyadmin/ { root /home/example/public_html/; passenger_enabled off; location ~ \.php$ { try_files $uri =404; fastcgi_pass localhost:8004; } }`,
  },
  {
    name: 'Proxy shortcut on a free domain',
    site: { ...SITE, free: true },
    config: PROXY,
    expected: String.raw`server {${FIXTURE_LINES}
    index index.html index.php;
    location / {
        proxy_pass http://127.0.0.1:8080;
        if ($http_referer !~ "^https?://example.com") { set $reject "${REJECT}1"; }
        if ($http_accept ~ "^text/html") { set $reject "${REJECT}2"; }
        if ($http_user_agent ~ "^Mozilla") { set $reject "${REJECT}3"; }
        if ($reject = "123") { rewrite ^ /deceptive.html last; }
    }
    location ~ \.php$ { return 404; fastcgi_pass localhost:8004; }
    location = /deceptive.html { root /usr/local/share/www; internal; }
}`,
    observed: String.raw`
location / {
    proxy_pass http://127.0.0.1:8080;
    if ($http_referer !~ "^https?://example.com") { set $reject "${REJECT}1"; }
    if ($http_accept ~ "^text/html") { set $reject "${REJECT}2"; }
    if ($http_user_agent ~ "^Mozilla") { set $reject "${REJECT}3"; }
    if ($reject = "123") { rewrite ^ /deceptive.html last; }
}
location ~ \.php$ { return 404; fastcgi_pass localhost:8004; }
location = /deceptive.html { root /usr/local/share/www; internal; }`,
  },
  {
    name: 'Proxy shortcut elsewhere',
    site: SITE,
    config: PROXY,
    expected: String.raw`server {${FIXTURE_LINES}
    index index.html index.php;
    location / { proxy_pass http://127.0.0.1:8080; }
    location ~ \.php$ { return 404; fastcgi_pass localhost:8004; }
}`,
    observed: 'location / { proxy_pass http://127.0.0.1:8080; }',
  },
];

describe('renderNginxServerBlock: the worked examples of backend-formats 1.5', () => {
  it.each(EXAMPLES)('$name: the same directives in every block as the agent writes', ({ site, config, expected, observed }) => {
    const written = serverDirectives(renderNginxServerBlock(site, config));
    expect(written).toEqual(serverDirectives(expected));
    if (observed !== undefined) expect(written).toEqual(expect.arrayContaining(serverDirectives(`server {${observed}\n}`)));
  });

  it('writes the deceptive-page banner on a free domain only', () => {
    expect(renderNginxServerBlock(SITE, PROXY)).not.toContain('deceptive');
    expect(renderNginxServerBlock({ ...SITE, free: true }, PROXY)).toContain('location = /deceptive.html {');
  });

  it('prints one directive per line, nested blocks indented by 4 spaces, names grouped as nginx-conf prints them', () => {
    const config = nginxOf('nginx: { ssl: "off", error_pages: ["404 /404.html"], locations: [{ match: /a/, limit_except: GET }, { match: /b/ }] }');
    expect(renderNginxServerBlock({ ...SITE, fcgi: undefined }, config)).toBe(
      [
        'server {',
        '    server_name example.com;',
        '    listen 1.2.3.4:80;',
        '    listen [1:2:3:4::5:6]:80;',
        '    root /home/example/public_html;',
        '    index index.html index.php;',
        '    access_log /var/log/virtualmin/example.com_access_log;',
        '    error_log /var/log/virtualmin/example.com_error_log;',
        '    location /a/ {',
        '        limit_except GET {',
        '            deny all;',
        '        }',
        '    }',
        '    location /b/;',
        '    ssl_certificate /home/example/ssl.combined;',
        '    ssl_certificate_key /home/example/ssl.key;',
        '    error_page 404 /404.html;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('takes ssl, www and http from the current file when the config leaves them out', () => {
    const written = serverDirectives(renderNginxServerBlock({ ...SITE, ssl: 2, www: 3, http: 3 }, {}));
    expect(written).toEqual(expect.arrayContaining(serverDirectives('server { server_name www.example.com example.com; listen 1.2.3.4:443 quic; http3 on; }')));
    expect(written.filter((node) => node.name === 'listen').map((node) => node.value)).not.toContain('1.2.3.4:80');
  });

  it('writes what it knows of a site with missing read-back fields', () => {
    expect(serverDirectives(renderNginxServerBlock({}, { fastcgi: 'on', locations: [{ match: '/x/', root: 'x' }] }))).toEqual(
      serverDirectives('server { listen 80; listen [::]:80; listen 443 ssl; listen [::]:443 ssl; index index.html index.php; location /x/ { root x; } }'),
    );
    expect(renderNginxServerBlock({ home: '/home/web/' }, { locations: [{ match: '/x/', alias: 'a/../b/' }] })).toContain('alias /home/web/b/;');
  });

  it('unsets empty values and skips locations without a match, as the agent does', () => {
    const written = renderNginxServerBlock(SITE, { ssl: 'off', locations: [{ match: '/x/', root: '', expires: 'max' }, { match: '', root: 'y' }] });
    expect(serverDirectives(written)).toEqual(expect.arrayContaining(serverDirectives('server { location /x/ { expires max; } }')));
    expect(written).not.toContain('/home/example/y');
  });
});

interface QuirkCase {
  name: string;
  site?: NginxSite;
  config: NginxConfig;
  quirks: NginxQuirk[];
}

const QUIRKS: QuirkCase[] = [
  {
    name: 'a non-loopback proxy_pass in a location',
    config: { locations: [{ match: '/evil/', proxy_pass: 'http://10.0.0.5:80' }] },
    quirks: [{ code: 'proxyPassDropped', severity: 'refuse', path: 'locations.0.proxy_pass', params: { match: '/evil/' } }],
  },
  {
    name: 'a non-loopback top-level proxy_pass',
    config: { proxy_pass: 'http://example.com:80' },
    quirks: [{ code: 'proxyPassDropped', severity: 'refuse', path: 'proxy_pass', params: { match: '/' } }],
  },
  {
    name: 'a location with no directive',
    config: { locations: [{ match: '/x/' }] },
    quirks: [{ code: 'emptyLocation', severity: 'refuse', path: 'locations.0', params: { match: '/x/' } }],
  },
  {
    name: 'a nested location whose only value is empty',
    config: { locations: [{ match: '/a/', root: 'a', locations: [{ match: '/a/b/', root: '' }] }] },
    quirks: [{ code: 'emptyLocation', severity: 'refuse', path: 'locations.0.locations.0', params: { match: '/a/b/' } }],
  },
  {
    name: 'a PHP-only location on a site without PHP-FPM',
    site: { ...SITE, fcgi: undefined },
    config: { locations: [{ match: '/php/', fastcgi: 'always' }] },
    quirks: [
      { code: 'noPhpLocation', severity: 'warn', path: 'locations.0.fastcgi', params: { fastcgi: 'always' } },
      { code: 'emptyLocation', severity: 'refuse', path: 'locations.0', params: { match: '/php/' } },
    ],
  },
  {
    name: 'several rewrites in a location',
    config: { locations: [{ match: '/blog/', rewrite_list: ['^/a$ /b last', '^/c$ /d last'] }] },
    quirks: [{ code: 'rewritesReadAsFirst', severity: 'warn', path: 'locations.0.rewrite_list', params: { count: 2 } }],
  },
  {
    name: 'a rewrite and a rewrite_list line at the top level',
    config: { rewrite: '^/a$ /b last', rewrite_list: ['^/c$ /d last'] },
    quirks: [{ code: 'rewritesReadAsFirst', severity: 'warn', path: 'rewrite_list', params: { count: 2 } }],
  },
  {
    name: 'ssl always with http 3',
    config: { ssl: 'always', http: 3 },
    quirks: [{ code: 'sslAlwaysReadsOn', severity: 'warn', path: 'ssl', params: { ssl: 'always' } }],
  },
  {
    name: 'http 3 on a file that is ssl always already',
    site: { ...SITE, ssl: 2 },
    config: { http: '3' },
    quirks: [{ code: 'sslAlwaysReadsOn', severity: 'warn', path: 'http', params: { ssl: 'always' } }],
  },
  {
    name: 'fastcgi on a site without PHP-FPM',
    site: { ...SITE, fcgi: undefined },
    config: { fastcgi: 'on' },
    quirks: [{ code: 'noPhpLocation', severity: 'warn', path: 'fastcgi', params: { fastcgi: 'on' } }],
  },
  {
    name: 'a root other than the server root',
    config: { root: 'public_html/public' },
    quirks: [{ code: 'rootAppliedByRunner', severity: 'warn', path: 'root', params: { root: 'public_html/public', serverRoot: '/home/example/public_html' } }],
  },
  {
    name: 'an environment entry without a value',
    config: { passenger: { enabled: 'on', env_var_list: ['NOHUP', 'A=1'] } },
    quirks: [{ code: 'passengerEntryDropped', severity: 'warn', path: 'passenger.env_var_list.0', params: { entry: 'NOHUP' } }],
  },
  {
    name: 'the Mixed example',
    config: MIXED,
    quirks: [
      { code: 'proxyPassDropped', severity: 'refuse', path: 'locations.2.proxy_pass', params: { match: '/evil/' } },
      { code: 'rewritesReadAsFirst', severity: 'warn', path: 'locations.6.rewrite_list', params: { count: 2 } },
      { code: 'sslAlwaysReadsOn', severity: 'warn', path: 'ssl', params: { ssl: 'always' } },
    ],
  },
  {
    name: 'the Nested example (its `match: /` is empty)',
    config: NESTED,
    quirks: [
      { code: 'emptyLocation', severity: 'refuse', path: 'locations.4', params: { match: '/' } },
      { code: 'rootAppliedByRunner', severity: 'warn', path: 'root', params: { root: 'public_html/public', serverRoot: '/home/example/public_html' } },
    ],
  },
];

const CLEAN: { name: string; site?: NginxSite; config: NginxConfig }[] = [
  { name: 'an empty config', config: {} },
  { name: 'the proxy shortcut', config: PROXY },
  { name: 'the Laravel example on its own root', config: { ...LARAVEL, root: 'public_html' } },
  { name: 'one rewrite, ssl always on http 1, fastcgi on with PHP-FPM', config: { ssl: 'always', http: 1, fastcgi: 'on', rewrite_list: ['^/a$ /b last'] } },
  { name: 'an empty `location /` on a free domain (the banner fills it)', site: { ...SITE, free: true }, config: { locations: [{ match: '/' }] } },
  { name: 'fastcgi off on a site without PHP-FPM', site: { ...SITE, fcgi: undefined }, config: { fastcgi: 'off' } },
  { name: 'the server root with a trailing slash', config: { root: 'public_html/' } },
];

describe('nginxQuirks (backend-formats 1.7)', () => {
  it.each(QUIRKS)('$name', ({ site = SITE, config, quirks }) => {
    expect(nginxQuirks(site, config)).toEqual(quirks);
  });

  it.each(CLEAN)('none for $name', ({ site = SITE, config }) => {
    expect(nginxQuirks(site, config)).toEqual([]);
  });
});

describe('nginxSiteDomain', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'example.com'],
    ['', 'example.com'],
    ['api', 'api.example.com'],
    ['api.example.com', 'api.example.com'],
    ['deep.api', 'deep.api.example.com'],
  ])('%s on example.com: %s', (subdomain, site) => {
    expect(nginxSiteDomain('example.com', subdomain)).toBe(site);
  });
});
