export declare const DEFAULT_DOH_ORIGINS: string[];
export declare const DEFAULT_RECIPE_ORIGINS: string[];
export declare const DEFAULT_IMAGE_ORIGINS: string[];

export interface CspOptions {
  apiOrigins?: string[];
  serverOrigins?: string[];
  recipeOrigins?: string[];
  dohOrigins?: string[];
  imageOrigins?: string[];
}

export declare function recommendedCsp(options?: CspOptions): string;
export interface RuntimeConfigOrigins {
  apiBase?: string | null;
  recipeIndexUrl?: string;
  recipeOrigins?: string[];
  dohUrl?: string;
}

export declare function cspOptionsFor(runtimeConfig?: RuntimeConfigOrigins): CspOptions;
export declare function recommendedHeaders(options?: CspOptions): Record<string, string>;
