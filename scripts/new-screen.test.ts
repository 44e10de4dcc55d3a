import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'new-screen.mjs');

function dryRun(...args: string[]): string[] {
  return execFileSync('node', [script, ...args, '--dry-run'], { encoding: 'utf8' }).split('\n');
}

describe('npm run new-screen', () => {
  it("writes a screen's files in the project's shape and registers it", () => {
    const lines = dryRun('samples/sample-list', '--route', 'sampleList');
    const written = lines.filter((line) => line.startsWith('  + ')).map((line) => line.slice(4));
    const edited = lines.filter((line) => line.startsWith('  ~ ')).map((line) => line.slice(4));
    const folder = 'packages/panel/src/screens/samples/sample-list';
    expect(written.filter((file) => file.startsWith(folder)).sort()).toEqual(
      ['index.ts', 'sample-list.tsx', 'sample-list.container.tsx', 'sample-list.fixtures.ts', 'sample-list.stories.tsx', 'sample-list.container.stories.tsx']
        .map((file) => `${folder}/${file}`)
        .sort(),
    );
    expect(written.filter((file) => file.endsWith('/sample-list.json'))).toHaveLength(14);
    expect(written).toContain('apps/console/src/routes/pages/sample-list-page.tsx');
    expect(written).toHaveLength(21);
    expect(new Set(edited)).toEqual(
      new Set([
        'packages/panel/src/i18n/loader.ts',
        'packages/panel/src/i18n/catalog-types.ts',
        'packages/panel/src/index.ts',
        'apps/console/src/routes/pages/later-pages.tsx',
        'packages/panel/src/i18n/catalog-loaders/<lang>.ts (generated)',
      ]),
    );
  });

  it('leaves the console alone without --route', () => {
    const written = dryRun('samples/sample-list').filter((line) => line.startsWith('  + '));
    expect(written).toHaveLength(20);
    expect(written.some((line) => line.includes('apps/console'))).toBe(false);
  });

  it.each([['Domains/DomainList'], ['domains'], ['domains/domain_list'], ['a/b/c']])('refuses the name %s', (target) => {
    const result = spawnSync('node', [script, target, '--dry-run'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: npm run new-screen');
  });

  it('refuses to overwrite a screen that exists', () => {
    const result = spawnSync('node', [script, 'hosts/runner', '--dry-run'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('exist already');
  });
});
