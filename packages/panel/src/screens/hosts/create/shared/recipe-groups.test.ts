import { describe, expect, it } from 'vitest';
import { groupFrameworks } from './recipe-groups';

describe('groupFrameworks', () => {
  it('orders groups as the index groups are listed, unknown groups last, entries in index order', () => {
    const frameworks = [
      { title: 'Node app.js', file: 'node-app.yml', group: 'JavaScript' },
      { title: 'Elixir', file: 'elixir.yml', group: 'Elixir' },
      { title: 'Static Web (HTML)', file: 'html.yml', group: 'HTML' },
      { title: 'Laravel (MySQL)', file: 'php-laravel.yml', group: 'PHP' },
      { title: 'Next.js', file: 'node-nextjs.yml', group: 'JavaScript' },
    ];
    expect(groupFrameworks(frameworks).map(({ group, frameworks: items }) => [group, items.map((item) => item.file)])).toEqual([
      ['HTML', ['html.yml']],
      ['PHP', ['php-laravel.yml']],
      ['JavaScript', ['node-app.yml', 'node-nextjs.yml']],
      ['Elixir', ['elixir.yml']],
    ]);
  });

  it('gives no groups for no frameworks', () => {
    expect(groupFrameworks([])).toEqual([]);
  });
});
