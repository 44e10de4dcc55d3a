import type { RecipeIndex, RecipeMore } from '../api/schemas/recipes';

/**
 * Readable names of the recipes the index lists under 'more templates' by file only (domcloud/recipes, boot/README.md),
 * keyed by file name without its folder and extension. A tile of the index with the same file names it first.
 */
export const RECIPE_TITLES: Readonly<Record<string, string>> = {
  alist: 'AList',
  bagisto: 'Bagisto',
  cakephp: 'CakePHP',
  calcom: 'Cal.com',
  codeigniter: 'CodeIgniter',
  codeigniter3: 'CodeIgniter 3',
  cra: 'Create React App',
  craftcms: 'Craft CMS',
  directus: 'Directus',
  discourse: 'Discourse',
  django: 'Django',
  drupal: 'Drupal',
  eengine: 'ExpressionEngine',
  express: 'Express',
  fastapi: 'FastAPI',
  flarum: 'Flarum',
  flask: 'Flask',
  gatsby: 'Gatsby',
  ghost: 'Ghost',
  grafana: 'Grafana',
  jekyll: 'Jekyll',
  jupyter: 'Jupyter Notebook',
  laravel: 'Laravel',
  linkwarden: 'Linkwarden',
  magento: 'Magento',
  medusajs: 'Medusa.js',
  moodle: 'Moodle',
  n8n: 'n8n',
  nestjs: 'Nest.js',
  nextjs: 'Next.js',
  nuxtjs: 'Nuxt.js',
  odoo: 'Odoo',
  ojs: 'Open Journal Systems',
  omp: 'Open Monograph Press',
  opensearch: 'OpenSearch',
  paperlessngx: 'Paperless-ngx',
  payloadcms: 'Payload CMS',
  plausible: 'Plausible Analytics',
  pocketbase: 'PocketBase',
  'pterodactyl-wings': 'Pterodactyl Wings',
  pterodactyl: 'Pterodactyl Panel',
  rails: 'Ruby on Rails',
  strapi: 'Strapi',
  supabase: 'Supabase',
  sveltekit: 'SvelteKit',
  'wagtail-demo': 'Wagtail Bakery Demo',
  wagtail: 'Wagtail',
  webtrees: 'webtrees',
  woocommerce: 'WooCommerce',
  wordpress: 'WordPress',
};

/** 'boot/craftcms.yml' -> 'craftcms'. */
function recipeName(file: string): string {
  const base = file.split('/').pop() ?? file;
  return base.replace(/\.ya?ml$/i, '');
}

/** A file the table does not know, in words: 'boot/node-app.yml' reads 'Node App'. */
function titleFromFileName(name: string): string {
  return name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The name a 'more templates' entry shows: its own title when the index gives one, the title of the index's tile for
 * the same file, a known recipe's name, or else its file name in words.
 */
export function recipeMoreTitle(entry: RecipeMore, index: Pick<RecipeIndex, 'templates'>): string {
  const own = entry.title?.trim();
  if (own) return own;
  const tile = index.templates.find((template) => template.file === entry.file);
  if (tile?.title.trim()) return tile.title.trim();
  const name = recipeName(entry.file);
  return RECIPE_TITLES[name.toLowerCase()] ?? titleFromFileName(name);
}

/**
 * The name of the recipe a file of the index holds, for saying where a deploy script came from: a framework's or a
 * 'more templates' entry's own title, the tile's, a known recipe's name, or else its file name in words.
 */
export function recipeFileTitle(file: string, index: Pick<RecipeIndex, 'templates' | 'templates_more' | 'frameworks'>): string {
  const own = index.frameworks.find((entry) => entry.file === file)?.title ?? index.templates_more.find((entry) => entry.file === file)?.title;
  return recipeMoreTitle({ file, title: own }, index);
}

/**
 * Where a tile's icon loads from: an address as the index gives it, or a path relative to the index's relative_url
 * (a recipe host that ships its icons beside the recipes). Only http(s) and inline SVG or PNG images; anything else
 * (javascript:, an unreadable address) gives no icon, and the tile shows its own.
 */
export function recipeIconUrl(icon: string | undefined, relativeUrl: string): string | undefined {
  const trimmed = icon?.trim();
  if (!trimmed) return undefined;
  if (/^data:image\/(svg\+xml|png)[;,]/i.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed, relativeUrl.endsWith('/') ? relativeUrl : `${relativeUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
