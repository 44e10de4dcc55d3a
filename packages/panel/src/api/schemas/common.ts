import * as z from 'zod/mini';

/** What a server sends with a failed call: an explanation and, for a rejected form (422), a message per field. */
export const errorBodySchema = z.object({
  message: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.string())),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;


/** Dates arrive as 'YYYY-MM-DD HH:MM:SS' or ISO strings; kept as strings, formatted by rules/format. */
export const dateTextSchema = z.string();

/** The answer of a page-form post whose body the spec does not show: an optional message and redirect. */
export const formResultSchema = z.looseObject({
  message: z.optional(z.string()),
  redirect: z.optional(z.string()),
});
export type FormResult = z.infer<typeof formResultSchema>;

/** Any answer the caller ignores. */
export const ignoredSchema = z.unknown();

/** Runs `fn` on the raw input before `schema` reads it: zod/mini has no z.preprocess, which classic zod builds the same way. */
export function preprocess<T extends z.ZodMiniType>(fn: (input: unknown) => unknown, schema: T) {
  return z.pipe(z.transform(fn), schema);
}

/**
 * A number the PHP backend may send as a numeric string. Unlike z.coerce, null, '' and booleans are refused, so a
 * missing plan level never silently reads as 0 (free).
 */
export const looseNumberSchema = z.union([
  z.number(),
  // z.trim() rewrites the value, so the pattern and Number both see the trimmed text.
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
]);
export const looseIntSchema = z.pipe(looseNumberSchema, z.number().check(z.int()));

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list; PHP encodes an array whose keys have gaps as an object, whose values are then taken in order. */
export function phpListSchema<T extends z.ZodMiniType>(item: T) {
  return preprocess((value) => (isPlainObject(value) ? Object.values(value) : value), z.array(item));
}

/** A map keyed by name or date; PHP encodes an empty map as `[]`. */
export function phpMapSchema<T extends z.ZodMiniType>(value: T) {
  return preprocess((input) => (Array.isArray(input) && input.length === 0 ? {} : input), z.record(z.string(), value));
}

const SIZE_FACTORS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/** Bytes, as a number or in PHP's ini shorthand ('100M', '2G'), which is what upload limits usually come as. */
export const byteSizeSchema = z.union([
  z.number().check(z.nonnegative()),
  z.pipe(
    z.string().check(z.trim(), z.regex(/^\d+(\.\d+)?\s*[kmg]?b?$/i)),
    z.transform((text) => {
      const [, amount = '0', unit = ''] = /^(\d+(?:\.\d+)?)\s*([kmg]?)/i.exec(text) ?? [];
      return Math.round(Number(amount) * (SIZE_FACTORS[unit.toLowerCase()] ?? 1));
    }),
  ),
]);

/** Ids arrive as numbers or numeric strings from the PHP backend; the panel works with numbers. */
export const idSchema = z.pipe(looseIntSchema, z.number().check(z.nonnegative()));
