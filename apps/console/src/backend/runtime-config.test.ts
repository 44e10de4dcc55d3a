import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

const answer = (status: number, body: string, type = 'application/json') => vi.fn(() => Promise.resolve(new Response(body, { status, headers: { 'content-type': type } })));

describe('parseRuntimeConfig', () => {
  it('takes an absolute http(s) apiBase, without its trailing slashes', () => {
    expect(parseRuntimeConfig('{"apiBase":"https://panel.example.com/"}')).toEqual({ apiBase: 'https://panel.example.com' });
    expect(parseRuntimeConfig('{"apiBase":"http://10.0.0.5:8080/panel"}')).toEqual({ apiBase: 'http://10.0.0.5:8080/panel' });
  });

  it("means the build's default for a null apiBase, which the shipped config.json holds (so a visit logs no 404)", () => {
    expect(parseRuntimeConfig('{"apiBase":null}')).toEqual({ apiBase: null });
    expect(parseRuntimeConfig(readFileSync(new URL('../../public/config.json', import.meta.url), 'utf8'))).toEqual({ apiBase: null });
  });

  it('takes the recipe index, the extra recipe origins and the DNS-over-HTTPS endpoint', () => {
    const text = JSON.stringify({ apiBase: null, recipeIndexUrl: 'http://127.0.0.1:8787/recipes/index.yml', recipeOrigins: ['https://cdn.example.com/x/'], dohUrl: 'https://doh.example/resolve' });
    expect(parseRuntimeConfig(text)).toEqual({ apiBase: null, recipeIndexUrl: 'http://127.0.0.1:8787/recipes/index.yml', recipeOrigins: ['https://cdn.example.com'], dohUrl: 'https://doh.example/resolve' });
  });

  it.each([
    ['a relative recipe index', '{"apiBase":null,"recipeIndexUrl":"/recipes/index.yml"}', /"recipeIndexUrl" as an absolute http\(s\) URL/],
    ['recipe origins that are not a list', '{"apiBase":null,"recipeOrigins":"https://a.example"}', /"recipeOrigins" as a list/],
    ['a recipe origin of another scheme', '{"apiBase":null,"recipeOrigins":["javascript:alert(1)"]}', /"recipeOrigins" as a list/],
    ['a DNS endpoint of another scheme', '{"apiBase":null,"dohUrl":"ftp://doh.example"}', /"dohUrl" as an absolute http\(s\) URL/],
  ])('refuses %s', (_case, text, message) => {
    expect(() => parseRuntimeConfig(text)).toThrow(message);
  });

  it.each([
    ['not JSON', '{apiBase:', 'config.json is not valid JSON.'],
    ['no apiBase', '{}', /must give "apiBase"/],
    ['a relative path', '{"apiBase":"/api"}', /absolute http\(s\) URL/],
    ['another scheme', '{"apiBase":"ftp://panel.example.com"}', /absolute http\(s\) URL/],
    ['a number', '{"apiBase":42}', /must give "apiBase"/],
  ])('refuses %s with a message that says what to write', (_case, text, message) => {
    expect(() => parseRuntimeConfig(text)).toThrow(message);
  });
});

describe('loadRuntimeConfig', () => {
  it('reads config.json beside index.html, uncached', async () => {
    const fetchFile = answer(200, '{"apiBase":"https://panel.example.com"}');
    await expect(loadRuntimeConfig('/console/', fetchFile)).resolves.toEqual({ apiBase: 'https://panel.example.com' });
    expect(fetchFile).toHaveBeenCalledWith('/console/config.json', { cache: 'no-store' });
  });

  it('means the default for the shipped file, no file, or a host that answers every path with the page itself', async () => {
    await expect(loadRuntimeConfig('/', answer(200, '{ "apiBase": null }'))).resolves.toEqual({ apiBase: null });
    await expect(loadRuntimeConfig('/', answer(404, 'Not found', 'text/plain'))).resolves.toBeNull();
    await expect(loadRuntimeConfig('/', answer(200, '<!doctype html>', 'text/html'))).resolves.toBeNull();
  });

  it('fails loudly when the file cannot be read or is wrong', async () => {
    await expect(loadRuntimeConfig('/', answer(500, 'oops', 'text/plain'))).rejects.toThrow('config.json could not be read (HTTP 500).');
    await expect(loadRuntimeConfig('/', answer(200, '{"apiBase":""}'))).rejects.toThrow(/absolute http\(s\) URL/);
  });
});
