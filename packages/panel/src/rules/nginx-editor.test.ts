import { describe, expect, it } from 'vitest';
import type { NginxConfig } from '../api/schemas/nginx';
import { ruleIssue } from './issues';
import {
  addNginxSubfolder,
  applyNginxEntry,
  checkNewSubfolderPath,
  nginxAppDirectory,
  nginxEntryIssues,
  nginxStaticDirectory,
  otherNginxLocations,
  readNginxEntries,
  removeNginxSubfolder,
  type NginxEntry,
} from './nginx-editor';

const SAFE = '~ \\.[^\\/]+(?<!\\.php)$';

/** The entry of an empty config: static default, nothing set. */
const BLANK: NginxEntry = {
  path: '/',
  root: '',
  rootIsAlias: false,
  cache: 'default',
  backend: 'static',
  staticMode: 'default',
  notFoundPath: '',
  phpMode: 'default',
  appMode: 'default',
  scriptPath: '',
  launcherPath: '',
  command: '',
  runInBackground: false,
  envKeys: [],
  devMode: false,
  workingDir: '',
  proxyPort: '',
};

const main = (config: NginxConfig): NginxEntry => {
  const [entry] = readNginxEntries(config);
  if (!entry) throw new Error('no main entry');
  return entry;
};
const sub = (config: NginxConfig, path: string): NginxEntry => {
  const entry = readNginxEntries(config).find((item) => item.path === path);
  if (!entry) throw new Error(`no entry ${path}`);
  return entry;
};

// backend-formats 1.8, the presets table: the main entry's fields and the config object they stand for.
const MAIN_PRESETS: [string, Partial<NginxEntry>, NginxConfig][] = [
  ['static default', {}, {}],
  ['static default + 404 file', { notFoundPath: '/404.html' }, { error_pages: ['404 /404.html'] }],
  ['static smart', { staticMode: 'smart' }, { locations: [{ match: '/', try_files: '$uri $uri/ $uri.html' }] }],
  ['static index (SPA)', { staticMode: 'index' }, { locations: [{ match: '/', try_files: '$uri $uri/ /index.html' }] }],
  ['static autoindex', { staticMode: 'autoindex' }, { autoindex: 'on' }],
  ['php default', { backend: 'php' }, { fastcgi: 'on' }],
  ['php smart', { backend: 'php', phpMode: 'smart' }, { fastcgi: 'on', locations: [{ match: '/', try_files: '$uri $uri/ $uri.php' }] }],
  ['php index', { backend: 'php', phpMode: 'index' }, { fastcgi: 'on', locations: [{ match: '/', try_files: '$uri $uri/ /index.php$is_args$args' }] }],
  [
    'php indexSafe',
    { backend: 'php', phpMode: 'indexSafe' },
    { fastcgi: 'on', locations: [{ match: '/', try_files: '$uri $uri/ /index.php$is_args$args' }, { match: SAFE, try_files: '$uri =404' }] },
  ],
  ['php always', { backend: 'php', phpMode: 'always' }, { fastcgi: 'always', locations: [{ match: '/', try_files: '$uri $uri/ /index.php$is_args$args' }] }],
  ['proxy', { backend: 'proxy', proxyPort: '8080' }, { proxy_pass: 'http://127.0.0.1:8080' }],
  ['deny', { backend: 'deny' }, { deny: 'all' }],
  ['app auto', { backend: 'app' }, { passenger: { enabled: 'on' } }],
  [
    'app node',
    { backend: 'app', appMode: 'node', scriptPath: 'server.js', launcherPath: '.nvm/bin/node' },
    { passenger: { enabled: 'on', app_type: 'node', startup_file: 'server.js', nodejs: '.nvm/bin/node' } },
  ],
  ['app python', { backend: 'app', appMode: 'python', launcherPath: '.venv/bin/python' }, { passenger: { enabled: 'on', app_type: 'python', python: '.venv/bin/python' } }],
  ['app ruby', { backend: 'app', appMode: 'ruby', launcherPath: '.rvm/rubies/default/bin/ruby' }, { passenger: { enabled: 'on', app_type: 'ruby', ruby: '.rvm/rubies/default/bin/ruby' } }],
  [
    'gls',
    { backend: 'gls', command: 'env PORT=$PORT yarn start', runInBackground: true, envKeys: ['APP_KEY=1'], devMode: true, workingDir: 'public_html' },
    { passenger: { enabled: 'on', app_start_command: 'env PORT=$PORT yarn start', env_var_list: ['NOHUP=1', 'APP_KEY=1'], app_env: 'development', app_root: 'public_html' } },
  ],
  ['root path', { root: 'public_html/public' }, { root: 'public_html/public' }],
  ...(['off', '1d', '30d', 'max'] as const).map((cache): [string, Partial<NginxEntry>, NginxConfig] => [`cache ${cache}`, { cache }, { expires: cache }]),
];

describe('the main entry and the presets table (backend-formats 1.8)', () => {
  it.each(MAIN_PRESETS)('%s: the fields write the config', (_name, fields, config) => {
    expect(applyNginxEntry({}, { ...BLANK, ...fields })).toEqual(config);
  });

  it.each(MAIN_PRESETS)('%s: the config reads as the fields', (_name, fields, config) => {
    expect(main(config)).toEqual({ ...BLANK, ...fields });
  });

  it.each(MAIN_PRESETS)('%s: back to static default leaves nothing behind', (_name, _fields, config) => {
    expect(applyNginxEntry(config, BLANK)).toEqual({});
  });

  it('moves from one preset to another without leftovers', () => {
    const indexSafe = applyNginxEntry({}, { ...BLANK, backend: 'php', phpMode: 'indexSafe' });
    expect(applyNginxEntry(indexSafe, { ...main(indexSafe), phpMode: 'smart' })).toEqual({ fastcgi: 'on', locations: [{ match: '/', try_files: '$uri $uri/ $uri.php' }] });
    expect(applyNginxEntry(indexSafe, { ...main(indexSafe), backend: 'proxy', proxyPort: '3000' })).toEqual({ proxy_pass: 'http://127.0.0.1:3000' });
    const gls = applyNginxEntry({}, { ...BLANK, backend: 'gls', command: 'node app.js', runInBackground: true });
    expect(applyNginxEntry(gls, { ...main(gls), backend: 'app', appMode: 'node' })).toEqual({ passenger: { enabled: 'on', app_type: 'node' } });
  });

  it("reads html-spa's fallback as the index mode and leaves it as it is", () => {
    const spa: NginxConfig = { locations: [{ match: '/', try_files: '$uri $uri/ $uri.html /index.html' }] };
    expect(main(spa).staticMode).toBe('index');
    expect(applyNginxEntry(spa, { ...main(spa), cache: '30d' })).toEqual({ ...spa, expires: '30d' });
  });

  it('reads a proxy inside location / and writes it back at the server level', () => {
    const nested: NginxConfig = { locations: [{ match: '/', proxy_pass: 'http://127.0.0.1:5000' }] };
    expect(main(nested)).toMatchObject({ backend: 'proxy', proxyPort: '5000' });
    expect(applyNginxEntry(nested, { ...main(nested), proxyPort: '5001' })).toEqual({ proxy_pass: 'http://127.0.0.1:5001' });
  });

  it('keeps a proxy entry while its port is being typed', () => {
    const typing = applyNginxEntry({}, { ...BLANK, backend: 'proxy' });
    expect(main(typing)).toMatchObject({ backend: 'proxy', proxyPort: '' });
  });

  it('keeps a shell command entry while its command is empty', () => {
    expect(main(applyNginxEntry({}, { ...BLANK, backend: 'gls' }))).toMatchObject({ backend: 'gls', command: '' });
  });

  it('reads an expiry no option names as default, and keeps it', () => {
    const week: NginxConfig = { expires: '7d' };
    expect(main(week).cache).toBe('default');
    expect(applyNginxEntry(week, { ...main(week), backend: 'deny' })).toEqual({ expires: '7d', deny: 'all' });
  });

  it('replaces only the 404 page among the error pages', () => {
    const pages: NginxConfig = { error_pages: ['404 /404.html', '500 502 503 504 /50x.html'] };
    expect(applyNginxEntry(pages, { ...main(pages), notFoundPath: 'missing.html' })).toEqual({ error_pages: ['500 502 503 504 /50x.html', '404 /missing.html'] });
    expect(applyNginxEntry(pages, { ...main(pages), notFoundPath: '' })).toEqual({ error_pages: ['500 502 503 504 /50x.html'] });
  });
});

// backend-formats 1.4 and 1.5 and the simulated world's sites: reading and writing back unchanged gives the same config.
const READ_BACK: [string, NginxConfig, Partial<NginxEntry>][] = [
  [
    '1.4 example.com',
    {
      fastcgi: 'on',
      root: 'public_html',
      index: 'index.html index.php',
      passenger: { enabled: 'on', env_var_list: ['API_ID=ID', 'INDEX_SETTINGS={"index_all":true,"index_private":false}'], app_start_command: 'env PORT=$PORT python app.py' },
      ssl: 'on',
    },
    { backend: 'gls', root: 'public_html', command: 'env PORT=$PORT python app.py', envKeys: ['API_ID=ID', 'INDEX_SETTINGS={"index_all":true,"index_private":false}'] },
  ],
  [
    '1.5 Next.js',
    { root: 'public_html/public', fastcgi: 'off', passenger: { enabled: 'on', app_env: 'production', app_start_command: 'env PORT=$PORT yarn start', env_var_list: ['NOHUP=1', 'APP_CONFIG={"key":"value"}'] }, locations: [{ match: '/_next/static/', alias: 'public_html/.next/static/', expires: 'max' }] },
    { backend: 'gls', runInBackground: true, envKeys: ['APP_CONFIG={"key":"value"}'], devMode: false },
  ],
  [
    'lestari.studio',
    { root: 'public_html/dist', locations: [{ match: '/', try_files: '$uri $uri/ $uri.html /index.html' }, { match: '/assets/', expires: '30d' }], ssl: 'always', www: 'on', http: 3, error_pages: ['404 /404.html'] },
    { backend: 'static', staticMode: 'index', notFoundPath: '/404.html', root: 'public_html/dist' },
  ],
  ['n8n proxy', { proxy_pass: 'http://127.0.0.1:15678', ssl: 'on' }, { backend: 'proxy', proxyPort: '15678' }],
];

describe('reading a saved config (best effort)', () => {
  it.each(READ_BACK)('%s reads as its entry and writes back unchanged', (_name, config, fields) => {
    expect(main(config)).toMatchObject(fields);
    for (const entry of readNginxEntries(config)) expect(applyNginxEntry(config, entry)).toEqual(config);
  });

  it('lists the main entry first, then the sub-folder locations in order, and leaves regex and exact matches out', () => {
    const mixed: NginxConfig = {
      locations: [
        { match: '/api/', proxy_pass: 'http://127.0.0.1:3000' },
        { match: '/', try_files: '$uri $uri/ $uri.html /index.html' },
        { match: '^~ /private/', deny: 'all', allow: '10.0.0.1' },
        { match: '/files/', autoindex: 'on', limit_rate: '100k' },
        { match: '/old', return: '301 /new' },
        { match: SAFE, try_files: '$uri =404' },
      ],
    };
    expect(readNginxEntries(mixed).map((entry) => [entry.path, entry.backend])).toEqual([
      ['/', 'static'],
      ['/api/', 'proxy'],
      ['/files/', 'static'],
      ['/old', 'static'],
    ]);
    expect(sub(mixed, '/files/').staticMode).toBe('autoindex');
    expect(otherNginxLocations(mixed)).toEqual(['^~ /private/']);
    for (const entry of readNginxEntries(mixed)) expect(applyNginxEntry(mixed, entry)).toEqual(mixed);
  });
});

describe('sub-folder entries', () => {
  const withApi = addNginxSubfolder({ fastcgi: 'on' }, '/api/');

  it('adds an empty location at the end and reads it as static', () => {
    expect(withApi).toEqual({ fastcgi: 'on', locations: [{ match: '/api/' }] });
    expect(sub(withApi, '/api/')).toEqual({ ...BLANK, path: '/api/' });
  });

  it.each<[string, Partial<NginxEntry>, object]>([
    ['proxy', { backend: 'proxy', proxyPort: '3000' }, { match: '/api/', proxy_pass: 'http://127.0.0.1:3000' }],
    ['deny', { backend: 'deny' }, { match: '/api/', deny: 'all' }],
    ['alias', { root: 'public_html/.next/static/', rootIsAlias: true, cache: 'max' }, { match: '/api/', alias: 'public_html/.next/static/', expires: 'max' }],
    ['root', { root: 'docs' }, { match: '/api/', root: 'docs' }],
    ['static smart', { staticMode: 'smart' }, { match: '/api/', try_files: '$uri $uri/ $uri.html' }],
    ['php indexSafe', { backend: 'php', phpMode: 'indexSafe' }, { match: '/api/', fastcgi: 'on', try_files: '$uri $uri/ /index.php$is_args$args', locations: [{ match: SAFE, try_files: '$uri =404' }] }],
    ['gls', { backend: 'gls', command: 'node api.js' }, { match: '/api/', passenger: { enabled: 'on', app_start_command: 'node api.js' } }],
  ])('%s writes into the location and reads back', (_name, fields, location) => {
    const written = applyNginxEntry(withApi, { ...sub(withApi, '/api/'), ...fields });
    expect(written).toEqual({ fastcgi: 'on', locations: [location] });
    expect(sub(written, '/api/')).toEqual({ ...BLANK, path: '/api/', ...fields });
  });

  it('ignores the 404 file outside the main entry (error pages are server-wide)', () => {
    expect(applyNginxEntry(withApi, { ...sub(withApi, '/api/'), notFoundPath: '/404.html' })).toEqual(withApi);
  });

  it('removes a sub-folder but never the root entry', () => {
    const both: NginxConfig = { locations: [{ match: '/', try_files: '$uri $uri/ $uri.html' }, { match: '/api/', deny: 'all' }] };
    expect(removeNginxSubfolder(both, '/api/')).toEqual({ locations: [{ match: '/', try_files: '$uri $uri/ $uri.html' }] });
    expect(removeNginxSubfolder(both, '/')).toBe(both);
    expect(removeNginxSubfolder(withApi, '/api/')).toEqual({ fastcgi: 'on' });
  });
});

describe('validation (host-area 5.11, 5.12)', () => {
  const config: NginxConfig = { locations: [{ match: '/', try_files: '$uri $uri/ $uri.html' }, { match: '/api/', deny: 'all' }] };

  it.each<[string, ReturnType<typeof checkNewSubfolderPath>]>([
    ['/docs/', undefined],
    ['/a', undefined],
    ['/', ruleIssue('path', 'pathInvalid')],
    ['docs', ruleIssue('path', 'pathInvalid')],
    ['/my docs', ruleIssue('path', 'pathInvalid')],
    ['/api/', ruleIssue('path', 'pathNotUnique')],
  ])('new path %j', (value, expected) => {
    expect(checkNewSubfolderPath(config, value)).toEqual(expected);
  });

  it.each<[string, ReturnType<typeof nginxEntryIssues>]>([
    ['3000', []],
    ['1025', []],
    ['65535', []],
    ['', [ruleIssue('proxyPort', 'required')]],
    ['1024', [ruleIssue('proxyPort', 'outOfRange', { min: 1025, max: 65535 })]],
    ['65536', [ruleIssue('proxyPort', 'outOfRange', { min: 1025, max: 65535 })]],
    ['30.5', [ruleIssue('proxyPort', 'notInteger')]],
  ])('proxy port %j', (proxyPort, expected) => {
    expect(nginxEntryIssues({ ...BLANK, backend: 'proxy', proxyPort })).toEqual(expected);
  });

  it('asks a shell command for its command, and nothing of the other types', () => {
    expect(nginxEntryIssues({ ...BLANK, backend: 'gls' })).toEqual([ruleIssue('command', 'required')]);
    expect(nginxEntryIssues({ ...BLANK, backend: 'gls', command: 'node app.js' })).toEqual([]);
    expect(nginxEntryIssues({ ...BLANK, proxyPort: 'x' })).toEqual([]);
  });
});

describe('hints (backend-formats 1.8)', () => {
  it.each<[Partial<NginxEntry>, string]>([
    [{}, '~/public_html'],
    [{ root: 'public_html/dist' }, '~/public_html/dist'],
    [{ path: '/docs/' }, '~/public_html/dist/docs/'],
    [{ path: '/docs/', root: 'manual' }, '~/manual/docs/'],
    [{ path: '/docs/', root: 'manual/', rootIsAlias: true }, '~/manual/'],
  ])('static files of %j come from %s', (fields, expected) => {
    expect(nginxStaticDirectory({ ...BLANK, ...fields }, 'public_html/dist')).toBe(expected);
  });

  it.each<[Partial<NginxEntry>, string, string]>([
    [{}, 'public_html', '~'],
    [{ root: 'public_html/public' }, 'public_html', '~/public_html'],
    [{ workingDir: 'app' }, 'public_html', '~/app'],
  ])('a command of %j (server root %s) runs from %s', (fields, mainRoot, expected) => {
    expect(nginxAppDirectory({ ...BLANK, ...fields }, mainRoot)).toBe(expected);
  });
});
