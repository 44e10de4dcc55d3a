import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { canDeploy } from './permissions-roles';
import {
  deploySubmitStep,
  isLifecycleFeature,
  loadTemplateParser,
  readTemplate,
  templateFeatureKey,
  validateTemplate,
  type TemplateValidation,
  type TemplateWarning,
  type YamlLoad,
} from './template';

const here = path.dirname(fileURLToPath(import.meta.url));
const check = (text: string, isAdministrator = false) => validateTemplate(text, { isAdministrator, load });
const valid = (text: string, isAdministrator = false) => {
  const result = check(text, isAdministrator);
  if (!result.isValid) throw new Error(`expected a valid template, got ${result.problem}: ${result.message}`);
  return result;
};

describe('validateTemplate: must parse as a YAML object (rule 7)', () => {
  it.each([
    ['', 'empty'],
    ['   \n\t\n', 'empty'],
    ['# only a comment\n', 'empty'],
    ['~', 'empty'],
    ['null', 'empty'],
    ['- mysql\n- php 8.3', 'not-object'],
    ['just text', 'not-object'],
    ['42', 'not-object'],
    ['true', 'not-object'],
    ['features: [mysql', 'syntax'],
    ['features:\n  - a\n bad: 1', 'syntax'],
    ['a: 1\na: 2', 'syntax'],
    ['a: 1\n---\nb: 2', 'syntax'],
  ])('%j is invalid (%s)', (text, problem) => {
    const result = check(text);
    expect(result).toMatchObject({ isValid: false, problem });
  });

  it("gives the parser's message for a syntax error", () => {
    const result = check('features: [mysql');
    expect(result.isValid).toBe(false);
    if (result.isValid) return;
    expect(result.message).toMatch(/unexpected end of the stream|flow collection/);
    expect(result.message).toMatch(/\(\d+:\d+\)/);
  });

  it.each([['{}'], ['features: []'], ['features:\n  - mysql\n'], ['nginx:\n  fastcgi: "on"'], ['commands: [git pull, restart]']])('%j is valid', (text) => {
    expect(check(text).isValid).toBe(true);
  });
});

/** A "billion laughs" script: each level names the one below ten times, so the expanded tree has 10^levels nodes. */
function aliasExplosion(levels: number): string {
  const lines = ['l0: &l0 {passenger: {node: x}}'];
  for (let level = 1; level <= levels; level += 1) lines.push(`l${level}: &l${level} {locations: [${Array(10).fill(`*l${level - 1}`).join(', ')}]}`);
  return [...lines, `nginx: *l${levels}`].join('\n');
}

describe('validateTemplate never throws: aliases, self-references and parser failures are messages', () => {
  it.each([
    ['a location that is its own nginx', 'nginx: &n\n  locations:\n    - *n\n'],
    ['a deep self-reference in a list', 'commands:\n  - git pull\n  - &c\n    - a\n    - [b, [c, *c]]\n'],
    ['a self-referring top-level sequence', '&top\n- *top\n'],
    ['a merge key inside the node it merges', 'nginx: &n\n  locations: [*n]\n  more:\n    <<: *n\n'],
    ['a merged copy that leads back to its source', 'base: &n\n  self: [*n]\n  child:\n    <<: *n\n'],
  ])('refuses %s as a self-reference', (_name, text) => {
    expect(check(text)).toEqual({ isValid: false, problem: 'self-reference', message: '' });
  });

  it.each([
    ['an alias to a shared location', 'shared: &s {match: /app, passenger: {node: x}}\nnginx:\n  locations: [*s, *s]\n', ['shared', 'nginx.locations[0].passenger.node', 'nginx.locations[1].passenger.node']],
    ['a merge key from an earlier node', 'x-php: &php\n  fastcgi: "on"\nnginx:\n  <<: *php\n  root: public\n', ['x-php']],
    ['one feature list used twice', 'features: &f [mysql]\nsubdomains:\n  - subdomain: api\n    features: *f\n', []],
  ])('accepts %s', (_name, text, paths) => {
    expect(valid(text).warnings.map((warning) => warning.path)).toEqual(paths);
  });

  it('refuses an alias explosion quickly, without walking it as a tree', () => {
    const started = performance.now();
    expect(check(aliasExplosion(9))).toEqual({ isValid: false, problem: 'too-large', message: '' });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('accepts a few repeated aliases within the budget', () => {
    const { warnings } = valid(aliasExplosion(2));
    // Each of the 10 x 10 expanded locations warns; l0, l1 and l2 are unknown keys.
    expect(warnings.filter((warning) => warning.kind === 'legacy-key')).toHaveLength(100);
    expect(warnings.filter((warning) => warning.kind === 'unknown-key').map((warning) => warning.path)).toEqual(['l0', 'l1', 'l2']);
  });

  it('refuses data nested deeper than the budget through aliases', () => {
    const levels = Array.from({ length: 5 }, (_, level) => `d${level}: &d${level} ${'['.repeat(30)}${level === 0 ? 'x' : `*d${level - 1}`}${']'.repeat(30)}`);
    expect(check(levels.join('\n'))).toMatchObject({ isValid: false, problem: 'too-large' });
  });

  it.each([
    ['an unknown alias', 'nginx: *missing\n'],
    ['a merge of a scalar', 'a: &a 1\nb:\n  <<: *a\n'],
    ['an unclosed flow sequence', 'features: [mysql'],
    ['a tab in the indentation', 'features:\n\t- mysql\n'],
    ['nesting beyond the parser\'s limit', `a: ${'['.repeat(200)}${']'.repeat(200)}`],
  ])('gives the parser\'s message for %s', (_name, text) => {
    expect(check(text)).toMatchObject({ isValid: false, problem: 'syntax', message: expect.stringMatching(/\S/) });
  });

  it('turns any error of the parser or a walker into a refusal', () => {
    const throwing: YamlLoad = () => {
      throw new TypeError('parser broke');
    };
    const exhausted: YamlLoad = () => {
      throw new RangeError('Maximum call stack size exceeded');
    };
    const hostile: YamlLoad = () => ({
      get nginx(): unknown {
        throw new Error('walker broke');
      },
    });
    expect(validateTemplate('a: 1', { isAdministrator: false, load: throwing })).toEqual({ isValid: false, problem: 'syntax', message: 'parser broke' });
    expect(validateTemplate('a: 1', { isAdministrator: false, load: exhausted })).toEqual({ isValid: false, problem: 'too-large', message: '' });
    expect(validateTemplate('a: 1', { isAdministrator: false, load: hostile })).toEqual({ isValid: false, problem: 'syntax', message: 'walker broke' });
  });
});

describe('readTemplate: the script the simulated backend runs', () => {
  it.each([
    ['', 'empty'],
    ['- a', 'not-object'],
    ['nginx: &n\n  locations: [*n]', 'self-reference'],
    ['features: [a', 'syntax'],
  ])('%j is refused (%s)', (text, problem) => {
    expect(readTemplate(text, load)).toMatchObject({ isValid: false, problem });
  });

  it('gives the parsed object of a valid script', () => {
    expect(readTemplate('features: [mysql]', load)).toEqual({ isValid: true, script: { features: ['mysql'] } });
  });
});

describe('safety: a source at the top or in any subdomain overwrites the home files', () => {
  it.each([
    ['features: [mysql]', true],
    ['commands: [git pull]', true],
    ['source: https://github.com/me/site', false],
    ['source: clear', false],
    ['source:\n  url: https://example.com/site.zip\n  directory: site', false],
    ['source: ""', true],
    ['source: ~', true],
    ['subdomains:\n  - subdomain: api\n    features: [mysql]', true],
    ['subdomains:\n  - subdomain: api\n    source: https://github.com/me/api', false],
    ['subdomains:\n  - subdomain: a\n  - subdomain: b\n    source: clear', false],
    ['subdomains: not-a-list', true],
  ])('%j safe: %s', (text, isSafe) => {
    expect(valid(text).isSafe).toBe(isSafe);
  });
});

describe('lifecycle features are stripped for non-administrators (section 6)', () => {
  it.each(['create', 'modify', 'rename', 'disable', 'enable', 'delete', 'backup', 'restore'])('%s is stripped and named', (feature) => {
    expect(valid(`features:\n  - ${feature}\n  - mysql`).strippedFeatures).toEqual([feature]);
    expect(valid(`features:\n  - ${feature}\n  - mysql`, true).strippedFeatures).toEqual([]);
  });

  it.each([
    ['features: [mysql, "php 8.3", ssl, firewall, create-user, delete-user]', []],
    ['features:\n  - create:\n      domain: a.example\n      user: a\n  - "rename new-user=b"', ['create', 'rename']],
    ['features: [delete, delete, backup]', ['delete', 'backup']],
    ['features: delete', ['delete']],
    ['features: {}', []],
    ['subdomains:\n  - subdomain: api\n    features: [modify, mysql]', ['modify']],
    ['features: [" restore"]', ['restore']],
  ])('%j strips %j', (text, stripped) => {
    expect(valid(text).strippedFeatures).toEqual(stripped);
    expect(valid(text, true).strippedFeatures).toEqual([]);
  });

  it.each([
    ['mysql create shop', 'mysql', false],
    ['delete', 'delete', true],
    ['deleted', 'deleted', false],
    ['delete-user', 'delete-user', false],
    [{ backup: null }, 'backup', true],
    [{}, '', false],
    [7, '', false],
  ])('feature %j has key %j (lifecycle: %s)', (feature, key, lifecycle) => {
    expect(templateFeatureKey(feature)).toBe(key);
    expect(isLifecycleFeature(feature)).toBe(lifecycle);
  });
});

describe('unknown and legacy keys warn without invalidating', () => {
  it.each<[string, TemplateWarning[]]>([
    ['features: [mysql]\nnginx: {}\ncommands: []\nservices: {}\nnetworks: {}\nvolumes: {}\nsubdomain: api\nenvs: {A: b}\nroot: public_html/public\nunit: {}\ndebug: true\nsource: clear', []],
    ['featurs: [mysql]', [{ kind: 'unknown-key', path: 'featurs' }]],
    ['title: Blog\nicon: x', [{ kind: 'unknown-key', path: 'title' }, { kind: 'unknown-key', path: 'icon' }]],
    ['source:\n  url: https://github.com/a/b\n  shallow: true', [{ kind: 'legacy-key', key: 'source.shallow', path: 'source.shallow' }]],
    ['source:\n  url: https://github.com/a/b\n  depth: shallow', []],
    ['nginx:\n  passenger:\n    enabled: "on"\n    node: .local/bin/node', [{ kind: 'legacy-key', key: 'passenger.node', path: 'nginx.passenger.node' }]],
    ['nginx:\n  passenger:\n    nodejs: .local/bin/node', []],
    ['nginx:\n  locations:\n    - match: /\n    - match: /app\n      passenger: {node: x}', [{ kind: 'legacy-key', key: 'passenger.node', path: 'nginx.locations[1].passenger.node' }]],
    ['directory: site', [{ kind: 'legacy-key', key: 'directory', path: 'directory' }]],
    ['subdomains:\n  - subdomain: api\n    extra: 1\n    source: {url: x, shallow: true}', [{ kind: 'unknown-key', path: 'subdomains[0].extra' }, { kind: 'legacy-key', key: 'source.shallow', path: 'subdomains[0].source.shallow' }]],
  ])('%j warns %j', (text, warnings) => {
    const result = valid(text);
    expect(result.warnings).toEqual(warnings);
  });
});

describe('deploySubmitStep: the deploy dialog submits a valid template, confirming an unsafe one first', () => {
  const safe: TemplateValidation = { isValid: true, isSafe: true, strippedFeatures: [], warnings: [] };
  it.each<[TemplateValidation | undefined, string]>([
    [undefined, 'disabled'],
    [{ isValid: false, problem: 'syntax', message: 'bad' }, 'disabled'],
    [{ isValid: false, problem: 'empty', message: '' }, 'disabled'],
    [safe, 'submit'],
    [{ ...safe, warnings: [{ kind: 'unknown-key', path: 'x' }], strippedFeatures: ['delete'] }, 'submit'],
    [{ ...safe, isSafe: false }, 'confirm-overwrite'],
  ])('%j -> %s', (validation, step) => {
    expect(deploySubmitStep(validation)).toBe(step);
  });
});

describe('canDeploy', () => {
  it.each([
    ['owner', true],
    ['admin', true],
    ['member', true],
    ['client', false],
  ] as const)('%s: %s', (role, allowed) => {
    expect(canDeploy(role)).toBe(allowed);
  });
});

function recipeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return recipeFiles(file);
    return name.endsWith('.yml') && name !== 'index.yml' ? [file] : [];
  });
}

// Recipes that still carry a key the runner no longer reads (backend-formats 3.2, 1.2).
const LEGACY_RECIPES: Record<string, string[]> = {
  'boot/discourse.yml': ['source.shallow'],
  'boot/fastapi.yml': ['source.shallow'],
  'boot/moodle.yml': ['source.shallow'],
  'boot/odoo.yml': ['source.shallow'],
  'boot/supabase.yml': ['source.shallow'],
  'boot/ghost.yml': ['nginx.passenger.node'],
  'node.yml': ['nginx.passenger.node'],
};

// The repository's copy always; the shared originals too where the workspace has them beside the clone.
const RECIPE_DIRS = (
  [
    ['mock-api copy', path.resolve(here, '../../../mock-api/src/fixtures/recipes')],
    ['shared fixtures', path.resolve(here, '../../../../../shared/fixtures/recipes')],
  ] satisfies Array<[string, string]>
).filter(([, dir]) => existsSync(dir));

describe.each(RECIPE_DIRS)('every recipe validates (%s)', (_name, dir) => {
  const files = recipeFiles(dir);

  it('finds all 108 recipes', () => {
    expect(files).toHaveLength(108);
  });

  it.each(files.map((file) => [path.relative(dir, file), file]))('%s', (name, file) => {
    const result = valid(readFileSync(file, 'utf8'));
    expect(result.strippedFeatures).toEqual([]);
    expect(result.warnings.map((warning) => warning.path)).toEqual(LEGACY_RECIPES[name] ?? []);
    expect(result.warnings.every((warning) => warning.kind === 'legacy-key')).toBe(true);
  });
});

describe('loadTemplateParser', () => {
  it('loads js-yaml on demand and parses with YAML 1.2 (on/off stay strings)', async () => {
    const parse = await loadTemplateParser();
    expect(parse('fastcgi: on\nlist: [a]')).toEqual({ fastcgi: 'on', list: ['a'] });
    expect(validateTemplate('source: clear', { isAdministrator: false, load: parse })).toMatchObject({ isValid: true, isSafe: false });
  });
});
