import { useTemplateFrom, useRecipeIndex } from '../../../../data/deploy/wizard-queries';

export interface FromTemplate {
  /** The template's text once fetched. */
  text: string | undefined;
  /** It could not be fetched: the wizard shows the missingTemplate alert. */
  isMissing: boolean;
}

/** The template named by the `from` query parameter, fetched relative to the recipe index when it is a path. */
export function useFromTemplate(from: string | null | undefined, isWanted: boolean): FromTemplate {
  const recipes = useRecipeIndex({ enabled: Boolean(from) });
  const loaded = useTemplateFrom({ from: from ?? '', relativeUrl: recipes.data?.relative_url }, { enabled: Boolean(from) && isWanted && !recipes.isPending });
  return { text: loaded.data?.text, isMissing: Boolean(from) && loaded.isError };
}
