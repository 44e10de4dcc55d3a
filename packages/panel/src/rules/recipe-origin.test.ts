import { describe, expect, it } from 'vitest';
import { allowedRecipeIconUrl, allowlistOrigin, checkRecipeOrigin, httpOrigin } from './recipe-origin';

const INDEX = 'https://raw.githubusercontent.com/domcloud/recipes/master/index.yml';
const HOME = 'https://raw.githubusercontent.com';
const RECIPES = 'https://raw.githubusercontent.com/domcloud/recipes/master/';

describe('checkRecipeOrigin', () => {
  it.each<[string, string, readonly string[], string | null]>([
    // [case, address, extra origins, refused origin named (null: allowed)]
    ['a recipe beside the index', `${RECIPES}boot/wordpress.yml`, [], null],
    ['another repository on the same origin', `${HOME}/me/app/main/deploy.yml`, [], null],
    ['the default port written out', 'https://raw.githubusercontent.com:443/a.yml', [], null],
    ['the host in capitals', 'HTTPS://RAW.GITHUBUSERCONTENT.COM/a.yml', [], null],
    ['surrounding spaces', `  ${RECIPES}a.yml  `, [], null],
    ['another host', 'https://evil.example/deploy.yml', [], 'https://evil.example'],
    ['a look-alike host ending in the index host', 'https://raw.githubusercontent.com.evil.example/a.yml', [], 'https://raw.githubusercontent.com.evil.example'],
    ['a sub-domain of the index host', 'https://x.raw.githubusercontent.com/a.yml', [], 'https://x.raw.githubusercontent.com'],
    ['the index host with a trailing dot', 'https://raw.githubusercontent.com./a.yml', [], 'https://raw.githubusercontent.com.'],
    ['the index host as userinfo of another', 'https://raw.githubusercontent.com@evil.example/a.yml', [], 'https://evil.example'],
    ['a percent-encoded dot in the host', 'https://raw.githubusercontent.com%2eevil.example/a.yml', [], 'https://raw.githubusercontent.com.evil.example'],
    ['backslashes for slashes', 'https:\\\\evil.example\\a.yml', [], 'https://evil.example'],
    ['a backslash before userinfo', 'https://evil.example\\@raw.githubusercontent.com/a.yml', [], 'https://evil.example'],
    ['a backslash on the index origin', 'https://raw.githubusercontent.com\\domcloud/a.yml', [], 'https://raw.githubusercontent.com\\domcloud/a.yml'],
    ['userinfo on the index origin', 'https://me@raw.githubusercontent.com/a.yml', [], 'https://me@raw.githubusercontent.com/a.yml'],
    ['plain http to the https index host', 'http://raw.githubusercontent.com/a.yml', [], 'http://raw.githubusercontent.com'],
    ['another port', 'https://raw.githubusercontent.com:8443/a.yml', [], 'https://raw.githubusercontent.com:8443'],
    ['a script address', 'javascript:alert(1)', [], 'javascript:'],
    ['a local file', 'file:///etc/passwd', [], 'file:'],
    ['an inline document', 'data:text/plain,features: [mysql]', [], 'data:'],
    ['no URL at all', 'not a url', [], 'not a url'],
    ['a listed origin', 'https://gist.example.org/me/app.yml', ['https://gist.example.org'], null],
    ['a listed origin written with a slash', 'https://gist.example.org/me/app.yml', ['https://gist.example.org/'], null],
    ['a listed origin with its port', 'http://localhost:5173/r.yml', ['http://localhost:5173'], null],
    ['a listed origin on another port', 'http://localhost:8080/r.yml', ['http://localhost:5173'], 'http://localhost:8080'],
    ['a sub-domain of a listed origin', 'https://x.gist.example.org/a.yml', ['https://gist.example.org'], 'https://x.gist.example.org'],
    ['a host that only ends like a listed one', 'https://evilgist.example.org/a.yml', ['https://gist.example.org'], 'https://evilgist.example.org'],
    ['a listed entry with a path allows nothing', 'https://gist.example.org/me/app.yml', ['https://gist.example.org/me/'], 'https://gist.example.org'],
    ['a listed entry that is a bare host allows nothing', 'https://gist.example.org/me/app.yml', ['gist.example.org'], 'https://gist.example.org'],
    ['a listed wildcard allows nothing', 'https://gist.example.org/me/app.yml', ['*'], 'https://gist.example.org'],
  ])('%s', (_case, address, extra, refused) => {
    const verdict = checkRecipeOrigin(address, INDEX, extra);
    expect(verdict).toEqual(refused === null ? { isAllowed: true } : { isAllowed: false, indexOrigin: HOME, refusedOrigin: refused });
  });

  it('names a long refused text shortened', () => {
    const verdict = checkRecipeOrigin(`x${'y'.repeat(200)}`, INDEX);
    expect(verdict.isAllowed ? '' : verdict.refusedOrigin).toBe(`x${'y'.repeat(79)}…`);
  });

  it('allows the index origin of any configured index, plain http included', () => {
    expect(checkRecipeOrigin('http://localhost:5173/recipes/a.yml', 'http://localhost:5173/recipes/index.yml')).toEqual({ isAllowed: true });
  });
});

describe('httpOrigin and allowlistOrigin', () => {
  it.each<[string, string | null, string | null]>([
    ['https://a.example/x/y?z#w', 'https://a.example', null],
    ['https://a.example', 'https://a.example', 'https://a.example'],
    ['http://a.example:80/', 'http://a.example', 'http://a.example'],
    ['https://u:p@a.example/', 'https://a.example', null],
    ['https://a.example/?q', 'https://a.example', null],
    ['ftp://a.example/', null, null],
    ['a.example', null, null],
  ])('%s', (address, origin, listed) => {
    expect(httpOrigin(address)).toBe(origin);
    expect(allowlistOrigin(address)).toBe(listed);
  });
});

describe('allowedRecipeIconUrl', () => {
  it.each<[string, string | undefined, readonly string[], string | undefined]>([
    ['an icon beside the recipes', 'icons/wordpress.svg', [], `${RECIPES}icons/wordpress.svg`],
    ['an absolute icon on the index origin', `${HOME}/x/icon.svg`, [], `${HOME}/x/icon.svg`],
    ['an inline SVG', 'data:image/svg+xml,%3Csvg%2F%3E', [], 'data:image/svg+xml,%3Csvg%2F%3E'],
    ['an icon site', 'https://simpleicons.org/icons/wordpress.svg', [], undefined],
    ['a listed icon site', 'https://simpleicons.org/icons/wordpress.svg', ['https://simpleicons.org'], 'https://simpleicons.org/icons/wordpress.svg'],
    ['a protocol-relative icon on another host', '//evil.example/i.svg', [], undefined],
    ['a script address', 'javascript:alert(1)', [], undefined],
    ['no icon', undefined, [], undefined],
  ])('%s', (_case, icon, extra, url) => {
    expect(allowedRecipeIconUrl(icon, RECIPES, INDEX, extra)).toBe(url);
  });

  it('gives no icon for a path under a relative_url on another origin', () => {
    expect(allowedRecipeIconUrl('icons/a.svg', 'https://evil.example/recipes/', INDEX)).toBeUndefined();
  });
});
