import { recipeIndexFixture } from '@hostdeck/mock-api';
import type { RecipeIndex, RecipeTile } from '../../../../api/schemas/recipes';

/** A tile's icon drawn inline from its initial and colour, so no story reaches the icon site the index links to. */
function inlineIcon({ title, color }: RecipeTile): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="${color ?? '#475569'}"/><text x="12" y="16" font-size="11" text-anchor="middle" fill="#fff">${title.charAt(0)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const index = recipeIndexFixture();

/** The simulated recipe host's index (16 tiles, the 'more templates' files, frameworks in 12 groups), icons inline. */
export const RECIPE_INDEX: RecipeIndex = { ...index, templates: index.templates.map((tile) => ({ ...tile, icon: inlineIcon(tile) })) };

/** An index with nothing in it, as a recipe host between releases might answer. */
export const EMPTY_RECIPE_INDEX: RecipeIndex = { ...RECIPE_INDEX, templates: [], templates_more: [], frameworks: [] };
