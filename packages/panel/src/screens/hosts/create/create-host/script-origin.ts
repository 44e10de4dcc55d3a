import type { RecipeIndex } from '../../../../api/schemas/recipes';
import { recipeFileTitle } from '../../../../rules/recipe-index';
import type { ScriptBase, WizardScripts } from './use-wizard-scripts';
import type { ScriptSource } from './wizard-location';

/** Where the deploy script on the order form came from, as the form tells the user before they order. */
export type ScriptOrigin =
  /** A recipe of the index (tile, 'more templates', framework): its name and the address it was fetched from. */
  | { kind: 'recipe'; title: string; url: string }
  /** A fetched template (a `?from=` link, or a recipe opened in the editor): its address, and whether it was changed. */
  | { kind: 'link'; url: string; isChanged: boolean }
  /** Written in the custom step's editor. */
  | { kind: 'custom' }
  /** Made by the upload-or-clone step for the user's files or repository. */
  | { kind: 'upload' };

export interface ScriptOriginInput {
  source: ScriptSource | null;
  /** The recipe fetched for a recipe source, once it has loaded. */
  recipe: ScriptBase | undefined;
  index: Pick<RecipeIndex, 'templates' | 'templates_more' | 'frameworks'> | undefined;
  /** The custom script of this visit (the one whose `?from=` is the address's). */
  custom: WizardScripts['custom'];
}

/** Where the order's script came from; undefined while a recipe source has not loaded yet. */
export function scriptOriginOf({ source, recipe, index, custom }: ScriptOriginInput): ScriptOrigin | undefined {
  if (source?.kind === 'recipe') return recipe && { kind: 'recipe', title: index ? recipeFileTitle(source.file, index) : source.file, url: recipe.url };
  if (source?.kind === 'upload') return { kind: 'upload' };
  if (custom?.base) return { kind: 'link', url: custom.base.url, isChanged: custom.text !== custom.base.text };
  return { kind: 'custom' };
}
