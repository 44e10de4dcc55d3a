import { describe, expect, it } from 'vitest';
import { recipeFileTitle, recipeIconUrl, recipeMoreTitle, RECIPE_TITLES } from './recipe-index';

const BASE = 'https://raw.githubusercontent.com/domcloud/recipes/master/';
const index = { templates: [{ file: 'boot/wordpress.yml', title: 'WordPress' }, { file: 'boot/odd.yml', title: '  ' }] };

describe('recipeMoreTitle', () => {
  it.each<[string, { file: string; title?: string }, string]>([
    ['its own title first', { file: 'boot/cra.yml', title: 'CRA starter' }, 'CRA starter'],
    ['then the tile of the same file', { file: 'boot/wordpress.yml' }, 'WordPress'],
    ['then a known recipe: cra', { file: 'boot/cra.yml' }, 'Create React App'],
    ['eengine', { file: 'boot/eengine.yml' }, 'ExpressionEngine'],
    ['ojs', { file: 'boot/ojs.yml' }, 'Open Journal Systems'],
    ['a dashed known name', { file: 'boot/pterodactyl-wings.yml' }, 'Pterodactyl Wings'],
    ['a blank title and a blank tile title are no titles', { file: 'boot/odd.yml', title: ' ' }, 'Odd'],
    ['an unknown file in words', { file: 'boot/node-app.yml' }, 'Node App'],
    ['a .yaml file without a folder', { file: 'html_spa.yaml' }, 'Html Spa'],
  ])('%s', (_name, entry, title) => {
    expect(recipeMoreTitle(entry, index)).toBe(title);
  });

  it('keys the table by lower-case file name', () => {
    expect(Object.keys(RECIPE_TITLES).filter((key) => key !== key.toLowerCase())).toEqual([]);
  });
});

describe('recipeFileTitle', () => {
  const full = {
    ...index,
    templates_more: [{ file: 'boot/cra.yml', title: 'CRA starter' }, { file: 'boot/ghost.yml' }],
    frameworks: [{ group: 'PHP', title: 'Laravel (MySQL)', file: 'php-laravel.yml' }],
  };
  it.each<[string, string, string]>([
    ['a tile', 'boot/wordpress.yml', 'WordPress'],
    ['a framework', 'php-laravel.yml', 'Laravel (MySQL)'],
    ['a more-templates entry with its own title', 'boot/cra.yml', 'CRA starter'],
    ['a more-templates entry by file only', 'boot/ghost.yml', 'Ghost'],
    ['a file the index does not list', 'boot/node-app.yml', 'Node App'],
  ])('%s', (_name, file, title) => {
    expect(recipeFileTitle(file, full)).toBe(title);
  });
});

describe('recipeIconUrl', () => {
  it.each<[string, string | undefined, string | undefined]>([
    ['an absolute address as it is', 'https://simpleicons.org/icons/wordpress.svg', 'https://simpleicons.org/icons/wordpress.svg'],
    ['a path beside the recipes', 'icons/wordpress.svg', `${BASE}icons/wordpress.svg`],
    ['a root path on the recipe host', '/icons/x.svg', 'https://raw.githubusercontent.com/icons/x.svg'],
    ['an inline SVG', 'data:image/svg+xml,%3Csvg%2F%3E', 'data:image/svg+xml,%3Csvg%2F%3E'],
    ['no icon', undefined, undefined],
    ['a blank icon', '  ', undefined],
    ['a script address', 'javascript:alert(1)', undefined],
    ['an inline page', 'data:text/html,<b>x</b>', undefined],
  ])('%s', (_name, icon, url) => {
    expect(recipeIconUrl(icon, BASE)).toBe(url);
  });

  it('reads a relative_url without its trailing slash as a folder', () => {
    expect(recipeIconUrl('icons/a.svg', 'https://recipes.example/base')).toBe('https://recipes.example/base/icons/a.svg');
  });
});
