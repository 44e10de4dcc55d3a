import { describe, expect, it } from 'vitest';
import { scriptOriginOf, type ScriptOrigin, type ScriptOriginInput } from './script-origin';

const URL_WP = 'https://raw.githubusercontent.com/domcloud/recipes/master/boot/wordpress.yml';
const LINK = 'https://raw.githubusercontent.com/me/app/main/deploy.yml';
const index = { templates: [{ file: 'boot/wordpress.yml', title: 'WordPress' }], templates_more: [], frameworks: [] };

describe('scriptOriginOf', () => {
  it.each<[string, ScriptOriginInput, ScriptOrigin | undefined]>([
    ['a tile, by its name and address', { source: { kind: 'recipe', file: 'boot/wordpress.yml' }, recipe: { url: URL_WP, text: 'a: 1' }, index, custom: undefined }, { kind: 'recipe', title: 'WordPress', url: URL_WP }],
    ['a recipe still loading', { source: { kind: 'recipe', file: 'boot/wordpress.yml' }, recipe: undefined, index, custom: undefined }, undefined],
    ['a recipe without the index, by its file', { source: { kind: 'recipe', file: 'x.yml' }, recipe: { url: 'https://r.example/x.yml', text: '' }, index: undefined, custom: undefined }, { kind: 'recipe', title: 'x.yml', url: 'https://r.example/x.yml' }],
    ['an upload or clone', { source: { kind: 'upload' }, recipe: undefined, index, custom: undefined }, { kind: 'upload' }],
    ['a ?from= link as fetched', { source: { kind: 'custom' }, recipe: undefined, index, custom: { text: 'a: 1', from: LINK, base: { url: LINK, text: 'a: 1' } } }, { kind: 'link', url: LINK, isChanged: false }],
    ['a ?from= link changed in the editor', { source: { kind: 'custom' }, recipe: undefined, index, custom: { text: 'a: 2', from: LINK, base: { url: LINK, text: 'a: 1' } } }, { kind: 'link', url: LINK, isChanged: true }],
    ['a script written in the editor', { source: { kind: 'custom' }, recipe: undefined, index, custom: { text: 'a: 1', from: null } }, { kind: 'custom' }],
  ])('%s', (_name, input, origin) => {
    expect(scriptOriginOf(input)).toEqual(origin);
  });
});
