import { fileURLToPath } from 'node:url';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { FRAMEWORK_GROUPS, recipeIndexSchema, templateSchema } from './recipes';

/** The domcloud/recipes snapshot the mock world serves (see shared/fixtures/recipes/SOURCE.md). */
const RECIPES_DIR = process.env.HOSTDECK_RECIPES_DIR ?? fileURLToPath(new URL('../../../../mock-api/src/fixtures/recipes', import.meta.url));

const readYaml = (file: string): unknown => load(readFileSync(path.join(RECIPES_DIR, file), 'utf8'));

function recipeFiles(dir = ''): string[] {
  return readdirSync(path.join(RECIPES_DIR, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return recipeFiles(relative);
    return entry.name.endsWith('.yml') && relative !== 'index.yml' ? [relative] : [];
  });
}

describe('recipeIndexSchema', () => {
  const index = recipeIndexSchema.parse(readYaml('index.yml'));

  it('accepts the recipe index read from disk', () => {
    expect(index.relative_url).toBe('https://raw.githubusercontent.com/domcloud/recipes/master/');
    expect(index.templates).toHaveLength(16);
    expect(index.templates[0]).toEqual({ title: 'WordPress', file: 'boot/wordpress.yml', icon: 'https://simpleicons.org/icons/wordpress.svg', color: '#21759B' });
    expect(index.templates_more.length).toBeGreaterThan(40);
    expect(index.templates_more[0]).toEqual({ file: 'boot/alist.yml' });
    expect(index.frameworks).toContainEqual({ title: 'Laravel (MySQL)', file: 'php-laravel.yml', group: 'PHP' });
  });

  it('lists only files that exist, in groups the panel knows', () => {
    const files = new Set(recipeFiles());
    const named = [...index.templates, ...index.templates_more, ...index.frameworks].map((entry) => entry.file);
    expect(named.filter((file) => !files.has(file))).toEqual([]);
    const groups: readonly string[] = FRAMEWORK_GROUPS;
    expect(index.frameworks.filter((framework) => !groups.includes(framework.group))).toEqual([]);
  });

  it('defaults missing lists to empty ones', () => {
    expect(recipeIndexSchema.parse({ relative_url: 'https://recipes.example/' })).toEqual({ relative_url: 'https://recipes.example/', templates: [], templates_more: [], frameworks: [] });
  });

  it('rejects a malformed index', () => {
    expect(recipeIndexSchema.safeParse({ templates: [] }).success).toBe(false);
    expect(recipeIndexSchema.safeParse({ relative_url: 'ftp://recipes.example/' }).success).toBe(false);
    expect(recipeIndexSchema.safeParse({ relative_url: 'https://r.example/', templates: [{ file: 'a.yml' }] }).success).toBe(false);
    expect(recipeIndexSchema.safeParse({ relative_url: 'https://r.example/', frameworks: [{ title: 'X', file: '' , group: 'PHP' }] }).success).toBe(false);
    expect(recipeIndexSchema.safeParse('relative_url: nope').success).toBe(false);
  });
});

describe('templateSchema', () => {
  const files = recipeFiles();

  it('finds the recipe files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files)('parses %s as a template', (file) => {
    const result = templateSchema.safeParse(readYaml(file));
    expect(result.error).toBeUndefined();
  });

  it('reads WordPress with its source, features, nginx and commands', () => {
    const template = templateSchema.parse(readYaml('boot/wordpress.yml'));
    expect(template.source).toBe('https://wordpress.org/latest.zip#wordpress');
    expect(template.features).toEqual(['mysql']);
    // YAML 1.2: "on" stays a string, as the bridge needs.
    expect(template.nginx).toMatchObject({ root: 'public_html', fastcgi: 'on' });
    expect(template.commands?.some((command) => typeof command === 'string' && command.includes('wp-config.php'))).toBe(true);
  });

  it('reads a lone feature as a one-item list (boot/plausible.yml)', () => {
    expect(templateSchema.parse(readYaml('boot/plausible.yml')).features).toEqual(['docker']);
  });

  it('reads compose services as a map or a file name, and keeps keys it does not model', () => {
    expect(templateSchema.parse(readYaml('docker.yml'))).toMatchObject({ source: 'clear', features: ['docker'], services: { hello_world: { restart: 'always' } } });
    expect(templateSchema.parse(readYaml('boot/supabase.yml'))).toMatchObject({ source: { url: 'https://github.com/willnode/supabase-docker', shallow: true }, services: 'docker-compose.yml#8000' });
    const withVolumes = files.map((file) => templateSchema.parse(readYaml(file))).filter((template) => 'volumes' in template);
    expect(withVolumes).toHaveLength(3);
  });

  it('reads command objects that write files', () => {
    const commands = files.flatMap((file) => templateSchema.parse(readYaml(file)).commands ?? []);
    expect(commands.filter((command) => typeof command === 'object' && typeof command.filename === 'string' && typeof command.content === 'string')).toHaveLength(20);
  });

  it('accepts the forms backend-formats describes', () => {
    const script = {
      source: { url: 'git@github.com:me/app.git', type: 'clone', branch: 'main', depth: 'treeless', credentials: { github: { ssh: 'KEY', sshPub: 'PUB' } } },
      features: ['node lts', { dns: ['add a www 68.183.191.223', 'del a old'] }, { 'create-user': { user: 'bob', pass: 'secret12' } }],
      nginx: 'server { listen 80; }',
      commands: ['npm ci', { command: 'echo $TOKEN', write: false }, { feature: 'ssl always' }, { filename: '.env', content: 'A=1' }],
      envs: { NODE_ENV: 'production' },
      subdomains: [{ subdomain: 'api', features: 'mysql', commands: null }],
      debug: true,
    };
    expect(templateSchema.parse(script)).toEqual({ ...script, subdomains: [{ subdomain: 'api', features: ['mysql'], commands: [] }] });
    expect(templateSchema.parse({})).toEqual({});
    expect(templateSchema.parse({ features: null })).toEqual({ features: [] });
  });

  it('rejects what is not a deploy script object', () => {
    for (const value of [null, 'features: mysql', ['mysql'], 42]) expect(templateSchema.safeParse(value).success).toBe(false);
    expect(templateSchema.safeParse({ features: [42] }).success).toBe(false);
    expect(templateSchema.safeParse({ commands: [['npm', 'ci']] }).success).toBe(false);
    expect(templateSchema.safeParse({ source: { type: 'clone' } }).success).toBe(false);
    expect(templateSchema.safeParse({ source: { url: 'https://x', depth: 'full' } }).success).toBe(false);
    expect(templateSchema.safeParse({ nginx: ['root: x'] }).success).toBe(false);
    expect(templateSchema.safeParse({ subdomains: [{ features: ['mysql'] }] }).success).toBe(false);
  });
});
