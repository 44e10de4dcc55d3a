import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { classifyRepoUrl, setTemplateSource, sourceYaml, sshCloneUrl, withArchiveFragment } from './repo-url';

describe('withArchiveFragment (rule 10)', () => {
  it.each([
    ['https://github.com/acme/shop/archive/refs/heads/main.zip', 'https://github.com/acme/shop/archive/refs/heads/main.zip#shop-main'],
    ['https://www.github.com/acme/shop/archive/refs/heads/dev.zip', 'https://www.github.com/acme/shop/archive/refs/heads/dev.zip#shop-dev'],
    ['https://github.com/acme/shop/archive/refs/heads/feature/login.zip', 'https://github.com/acme/shop/archive/refs/heads/feature/login.zip#shop-feature-login'],
    ['https://codeload.github.com/acme/shop/zip/refs/heads/main', 'https://codeload.github.com/acme/shop/zip/refs/heads/main#shop-main'],
    ['  https://github.com/acme/shop/archive/refs/heads/main.zip  ', 'https://github.com/acme/shop/archive/refs/heads/main.zip#shop-main'],
    ['https://github.com/acme/my%20app/archive/refs/heads/main.zip', 'https://github.com/acme/my%20app/archive/refs/heads/main.zip#my app-main'],
  ])('appends repo-branch to %s', (url, expected) => {
    expect(withArchiveFragment(url)).toBe(expected);
  });

  it.each([
    ['a tag archive', 'https://github.com/acme/shop/archive/refs/tags/v1.0.zip'],
    ['a commit archive', 'https://github.com/acme/shop/archive/4f2a9c1.zip'],
    ['a fragment already there', 'https://github.com/acme/shop/archive/refs/heads/main.zip#custom'],
    ['an empty fragment already there', 'https://github.com/acme/shop/archive/refs/heads/main.zip#'],
    ['a tarball of a heads branch', 'https://github.com/acme/shop/archive/refs/heads/main.tar.gz'],
    ['another host', 'https://example.com/acme/shop/archive/refs/heads/main.zip'],
    ['a lookalike host', 'https://github.com.evil.io/acme/shop/archive/refs/heads/main.zip'],
    ['a repository address', 'https://github.com/acme/shop'],
    ['a plain zip', 'https://wordpress.org/latest.zip'],
    ['no URL at all', 'not a url'],
    ['a malformed escape in the repository', 'https://github.com/o/r%zz/archive/refs/heads/main.zip'],
    ['a malformed escape in the branch', 'https://github.com/o/r/archive/refs/heads/ma%in.zip'],
    ['a lone % at the end of the branch', 'https://codeload.github.com/o/r/zip/refs/heads/main%'],
    ['an escape that is no UTF-8', 'https://github.com/o/r/archive/refs/heads/%C3%28.zip'],
  ])('leaves %s unchanged', (_name, url) => {
    expect(withArchiveFragment(url)).toBe(url);
  });
});

describe('classifyRepoUrl', () => {
  it.each([
    ['https://github.com/acme/shop', 'git'],
    ['https://github.com/acme/shop.git', 'git'],
    ['https://gitlab.com/group/sub/project', 'git'],
    ['http://git.example.com/acme/shop', 'git'],
    ['ssh://git@github.com/acme/shop.git', 'git'],
    ['git@github.com:acme/shop.git', 'git'],
    ['https://github.com/acme/shop/archive/refs/heads/main.zip', 'archive'],
    ['https://wordpress.org/latest.zip', 'archive'],
    ['https://example.com/site.tar.gz', 'archive'],
    ['ftp://files.example.com/site.zip', 'archive'],
    ['https://codeload.github.com/acme/shop/zip/refs/heads/main', 'archive'],
    ['', 'invalid'],
    ['   ', 'invalid'],
    ['github.com/acme/shop', 'invalid'],
    ['https://github.com', 'invalid'],
    ['https://github.com/acme', 'invalid'],
    ['https://github.com/acme/shop extra', 'invalid'],
    ['ftp://files.example.com/site', 'invalid'],
    ['javascript:alert(1)', 'invalid'],
    ['file:///etc/passwd', 'invalid'],
    ['https://github.com/o/r%zz/archive/refs/heads/main.zip', 'invalid'],
    ['https://github.com/o/r/archive/refs/heads/ma%in.zip', 'invalid'],
    ['https://github.com/o/r/archive/refs/heads/%E2%82.zip', 'invalid'],
    ['https://codeload.github.com/o/r/zip/refs/heads/main%', 'invalid'],
    ['https://example.com/site%zz.zip', 'invalid'],
    ['https://github.com/acme/sh%op', 'invalid'],
    ['ssh://git@github.com/acme/sh%op.git', 'invalid'],
    ['https://github.com/acme/my%20app/archive/refs/heads/feature%2Flogin.zip', 'archive'],
    ['https://github.com/acme/caf%C3%A9', 'git'],
    ['https://example.com/site.zip?token=%zz', 'archive'],
  ])('%s is %s', (url, kind) => {
    expect(classifyRepoUrl(url)).toBe(kind);
  });
});

describe('sshCloneUrl', () => {
  it.each([
    ['https://github.com/acme/secret-app', 'ssh://git@github.com/acme/secret-app.git'],
    ['https://github.com/acme/secret-app.git', 'ssh://git@github.com/acme/secret-app.git'],
    ['https://github.com/acme/secret-app/', 'ssh://git@github.com/acme/secret-app.git'],
    ['https://github.com/acme/secret-app#develop', 'ssh://git@github.com/acme/secret-app.git#develop'],
    ['ssh://git@github.com/acme/secret-app.git', 'ssh://git@github.com/acme/secret-app.git'],
    ['git@github.com:acme/secret-app.git', 'git@github.com:acme/secret-app.git'],
  ])('%s -> %s', (url, expected) => {
    expect(sshCloneUrl(url)).toBe(expected);
  });
});

const RECIPE = `# Laravel on MySQL
source: https://github.com/laravel/laravel
features:
  - mysql
  - php latest
nginx:
  root: public_html/public
  fastcgi: "on"
commands:
  - composer install
`;

describe('setTemplateSource', () => {
  it('replaces a one-line source and keeps everything else', () => {
    const result = setTemplateSource(RECIPE, { url: '/tmp/uploads/7-abc/repo.zip' });
    expect(load(result)).toEqual({
      source: '/tmp/uploads/7-abc/repo.zip',
      features: ['mysql', 'php latest'],
      nginx: { root: 'public_html/public', fastcgi: 'on' },
      commands: ['composer install'],
    });
    expect(result.startsWith('# Laravel on MySQL\nsource: "/tmp/uploads/7-abc/repo.zip"\n')).toBe(true);
  });

  it('replaces a block source (every indented line of it)', () => {
    const recipe = 'source:\n  url: https://example.com/a.zip\n  directory: a\nfeatures: [node lts]\n';
    expect(load(setTemplateSource(recipe, { url: 'https://github.com/acme/shop' }))).toEqual({ source: 'https://github.com/acme/shop', features: ['node lts'] });
  });

  it('adds a source to a recipe without one', () => {
    expect(load(setTemplateSource('features:\n  - python stable\n', { url: 'https://x.io/a.zip#a-main' }))).toEqual({
      source: 'https://x.io/a.zip#a-main',
      features: ['python stable'],
    });
  });

  it('gives an empty recipe just the source', () => {
    expect(load(setTemplateSource('', { url: 'https://github.com/acme/shop' }))).toEqual({ source: 'https://github.com/acme/shop' });
  });

  it('writes a deploy key as credentials.github, keys exactly as given', () => {
    const deployKey = { publicKey: 'ssh-ed25519 AAAA key', privateKey: '-----BEGIN OPENSSH PRIVATE KEY-----\nb3Bl"n\\x\n-----END OPENSSH PRIVATE KEY-----\n' };
    const result = load(setTemplateSource(RECIPE, { url: 'ssh://git@github.com/acme/secret.git', deployKey }));
    expect(result).toMatchObject({
      source: { url: 'ssh://git@github.com/acme/secret.git', credentials: { github: { ssh: deployKey.privateKey, sshPub: deployKey.publicKey } } },
      features: ['mysql', 'php latest'],
    });
  });

  it('quotes URLs that YAML would otherwise misread', () => {
    expect(sourceYaml({ url: 'https://x.io/a.zip#b: c' })).toBe('source: "https://x.io/a.zip#b: c"');
    expect(load(sourceYaml({ url: 'https://x.io/a.zip#b: c' }))).toEqual({ source: 'https://x.io/a.zip#b: c' });
  });
});
