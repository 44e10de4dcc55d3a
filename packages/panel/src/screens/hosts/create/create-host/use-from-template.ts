import { recipeOriginRefusalOf, type RecipeOriginRefusal } from '../../../../api/recipe-origin-error';
import { useTemplateFrom, useRecipeIndex } from '../../../../data/deploy/wizard-queries';

export interface FromTemplate {
  /** The template's text once fetched. */
  text: string | undefined;
  /** The address it was fetched from, once fetched. */
  url: string | undefined;
  /** It could not be fetched: the wizard shows the missingTemplate alert. */
  isMissing: boolean;
  /** Its address is on an origin templates may not come from: nothing was fetched, and the wizard says why. */
  refusal: RecipeOriginRefusal | undefined;
}

/** The template named by the `from` query parameter, fetched relative to the recipe index when it is a path. */
export function useFromTemplate(from: string | null | undefined, isWanted: boolean): FromTemplate {
  const recipes = useRecipeIndex({ enabled: Boolean(from) });
  const loaded = useTemplateFrom({ from: from ?? '', relativeUrl: recipes.data?.relative_url }, { enabled: Boolean(from) && isWanted && !recipes.isPending });
  const refusal = from ? recipeOriginRefusalOf(loaded.error) : undefined;
  return { text: loaded.data?.text, url: loaded.data?.url, isMissing: Boolean(from) && loaded.isError && !refusal, refusal };
}
