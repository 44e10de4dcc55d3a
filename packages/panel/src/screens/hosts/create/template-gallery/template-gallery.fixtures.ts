import { drawRecipeIcon, recipeIndexFixture } from '@hostdeck/mock-api';
import type { RecipeIndex } from '../../../../api/schemas/recipes';

const index = recipeIndexFixture();

/** An SVG as an image address of its own, so the screen's stories load no icon from anywhere. */
const inline = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/**
 * The simulated recipe host's index (16 tiles, the 'more templates' files, frameworks in 12 groups), each tile with
 * the icon that host ships beside its recipes, inline.
 */
export const RECIPE_INDEX: RecipeIndex = { ...index, templates: index.templates.map((tile) => ({ ...tile, icon: inline(drawRecipeIcon(tile)) })) };

/** The same tiles whose icons cannot be loaded (as offline, or under a strict content policy): none decodes. */
export const UNLOADABLE_ICONS_INDEX: RecipeIndex = { ...index, templates: index.templates.map((tile) => ({ ...tile, icon: inline('<not-an-svg') })) };

/** An index with nothing in it, as a recipe host between releases might answer. */
export const EMPTY_RECIPE_INDEX: RecipeIndex = { ...RECIPE_INDEX, templates: [], templates_more: [], frameworks: [] };
