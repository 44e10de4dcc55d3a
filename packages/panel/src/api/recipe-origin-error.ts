import { ApiError } from './errors';

/** What a refused template address names, for the screen to say it in the user's language. */
export interface RecipeOriginRefusal {
  /** The origin templates may come from: the recipe index's. */
  indexOrigin: string;
  /** The origin (or scheme, or text) that was refused. */
  refusedOrigin: string;
}

/**
 * A template address outside the recipe index's origin and the configured allowlist: refused before any request is
 * made. Its message says so in English, naming both origins; `detail` is the refused origin.
 */
export class RecipeOriginError extends ApiError {
  readonly indexOrigin: string;
  readonly refusedOrigin: string;

  constructor({ indexOrigin, refusedOrigin }: RecipeOriginRefusal) {
    super({ kind: 'malformed', message: `Templates can only come from ${indexOrigin}; ${refusedOrigin} is not allowed.`, detail: refusedOrigin });
    this.indexOrigin = indexOrigin;
    this.refusedOrigin = refusedOrigin;
  }
}

/** The refusal a failed template call carries, or undefined when it failed for another reason (or did not fail). */
export function recipeOriginRefusalOf(error: unknown): RecipeOriginRefusal | undefined {
  return error instanceof RecipeOriginError ? { indexOrigin: error.indexOrigin, refusedOrigin: error.refusedOrigin } : undefined;
}
