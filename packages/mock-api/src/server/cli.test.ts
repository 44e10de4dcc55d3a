import { describe, expect, it } from 'vitest';
import { describeServer, parseServeApiArgs } from './cli';
import { serverUrls } from './urls';

describe('npm run serve:api flags', () => {
  it('reads every flag into server options', () => {
    expect(parseServeApiArgs(['--port', '0', '--scenario', 'free', '--state', 'world.json', '--console-origin', 'http://127.0.0.1:4310', '--host', '0.0.0.0'])).toEqual({
      kind: 'serve',
      options: { port: 0, scenario: 'free', stateFile: 'world.json', consoleOrigin: 'http://127.0.0.1:4310', host: '0.0.0.0' },
    });
    expect(parseServeApiArgs([])).toEqual({ kind: 'serve', options: {} });
    expect(parseServeApiArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['--port', 'http'], /--port must be a number/],
    [['--port', '70000'], /--port must be a number/],
    [['--scenario', 'nobody'], /--scenario must be one of owner-paid, free/],
    [['--verbose'], /Unknown option/],
    [['extra'], /Unexpected argument: extra/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseServeApiArgs(argv)).toThrow(message);
  });

  it('prints the addresses the console’s runtime config names', () => {
    const text = describeServer(serverUrls('http://127.0.0.1:8787'), 'owner-paid', 'http://127.0.0.1:4310', undefined);
    expect(text).toContain('{ "apiBase": "http://127.0.0.1:8787", "recipeIndexUrl": "http://127.0.0.1:8787/recipes/index.yml", "dohUrl": "http://127.0.0.1:8787/dns/resolve" }');
  });
});
