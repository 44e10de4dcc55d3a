import * as z from 'zod/mini';

/*
 * The remote recipe index and recipe files are YAML; the HTTP layer parses the text with js-yaml (loaded on demand)
 * and then validates the result with these schemas.
 */

/** The framework groups of the recipe index, in display order. */
export const FRAMEWORK_GROUPS = ['HTML', 'PHP', 'JavaScript', 'Python', 'Ruby', 'Go', 'Rust', 'Zig', 'Java', 'Dotnet', 'Docker', 'Tools'] as const;
export type FrameworkGroup = (typeof FRAMEWORK_GROUPS)[number];

/** A featured template tile. */
export const recipeTileSchema = z.object({
  /** Path relative to the index's relative_url, e.g. 'boot/wordpress.yml'. */
  file: z.string().check(z.minLength(1)),
  title: z.string(),
  icon: z.optional(z.string()),
  color: z.optional(z.string()),
});
export type RecipeTile = z.infer<typeof recipeTileSchema>;

/** An entry of the 'more templates' dropdown: a file only; the screen derives a title from the file name. */
export const recipeMoreSchema = z.object({
  file: z.string().check(z.minLength(1)),
  title: z.optional(z.string()),
});
export type RecipeMore = z.infer<typeof recipeMoreSchema>;

export const recipeFrameworkSchema = z.object({
  // Not an enum: the index is remote and a new group must not break the wizard; FRAMEWORK_GROUPS gives the order.
  group: z.string(),
  title: z.string(),
  file: z.string().check(z.minLength(1)),
});
export type RecipeFramework = z.infer<typeof recipeFrameworkSchema>;

export const recipeIndexSchema = z.object({
  /** Base URL the index's file paths are relative to (ends with '/'). */
  relative_url: z.url({ protocol: /^https?$/ }),
  templates: z._default(z.array(recipeTileSchema), []),
  templates_more: z._default(z.array(recipeMoreSchema), []),
  frameworks: z._default(z.array(recipeFrameworkSchema), []),
});
export type RecipeIndex = z.infer<typeof recipeIndexSchema>;

/** A feature: a string ('mysql', 'node lts', 'ssl always') or a one-key object ({ dns: [...] }, { create: {...} }). */
export const templateFeatureSchema = z.union([z.string(), z.record(z.string(), z.unknown())]);
export type TemplateFeature = z.infer<typeof templateFeatureSchema>;

/** A command: a shell line, or an object ({ command, write }, { feature }, { services }, { filename, content }). */
export const templateCommandSchema = z.union([
  z.string(),
  z.looseObject({
    command: z.optional(z.string()),
    /** false: the command is run without being echoed into the log (secrets). */
    write: z.optional(z.boolean()),
    feature: z.optional(z.string()),
    services: z.optional(z.unknown()),
    filename: z.optional(z.string()),
    content: z.optional(z.string()),
  }),
]);
export type TemplateCommand = z.infer<typeof templateCommandSchema>;

/** Where the files come from: a URL string ('#fragment' = branch or directory), 'clear', or an object. */
export const templateSourceSchema = z.union([
  z.string(),
  z.looseObject({
    url: z.string(),
    type: z.optional(z.enum(['clone', 'extract'])),
    branch: z.optional(z.string()),
    directory: z.optional(z.string()),
    depth: z.optional(z.enum(['blobless', 'treeless', 'shallow'])),
    submodules: z.optional(z.boolean()),
    /** Legacy (replaced by depth in 2025); the runner ignores it, recipes still carry it. */
    shallow: z.optional(z.boolean()),
    /** Deploy keys: credentials.github.ssh (private key) and sshPub. */
    credentials: z.optional(z.record(z.string(), z.unknown())),
  }),
]);
export type TemplateSource = z.infer<typeof templateSourceSchema>;

// A lone value is read as a one-item list (boot/plausible.yml has `features: docker`); an empty key (null) as none.
const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.optional(
    z.pipe(
      z.union([z.array(item), item, z.null()]),
      z.transform((value): z.output<T>[] => (value === null ? [] : Array.isArray(value) ? value : [value])),
    ),
  );

const templateFields = {
  source: z.optional(templateSourceSchema),
  features: listOf(templateFeatureSchema),
  /** The nginx config object (the nginx area's schema describes it) or raw nginx text. */
  nginx: z.optional(z.union([z.string(), z.record(z.string(), z.unknown())])),
  commands: listOf(templateCommandSchema),
  /** A Docker Compose services map, or a compose file name with an optional port hint ('docker-compose.yml#8000'). */
  services: z.optional(z.union([z.string(), z.record(z.string(), z.unknown())])),
  root: z.optional(z.string()),
  envs: z.optional(z.record(z.string(), z.unknown())),
};

/** One subdomain's part of a deploy script. */
export const templateSubdomainSchema = z.looseObject({ ...templateFields, subdomain: z.string() });
export type TemplateSubdomain = z.infer<typeof templateSubdomainSchema>;

/**
 * A deploy script / recipe file (YAML object). Keys the panel does not use (volumes, networks, unit, debug,
 * directory ...) are kept as they are so nothing is lost when the script is sent back.
 */
export const templateSchema = z.looseObject({
  ...templateFields,
  /** Runs the whole script on this subdomain of the host. */
  subdomain: z.optional(z.string()),
  subdomains: z.optional(z.array(templateSubdomainSchema)),
});
export type Template = z.infer<typeof templateSchema>;

/** A recipe file as fetched: its address, its text as written (for the editor) and its parsed form. */
export interface TemplateFile {
  url: string;
  text: string;
  template: Template;
}
