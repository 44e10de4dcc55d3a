import { z } from 'zod';

/** What a server sends with a failed call: an explanation and, for a rejected form (422), a message per field. */
export const errorBodySchema = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Ids arrive as numbers or numeric strings from the PHP backend; the panel works with numbers. */
export const idSchema = z.coerce.number().int().nonnegative();

/** Dates arrive as 'YYYY-MM-DD HH:MM:SS' or ISO strings; kept as strings, formatted by rules/format. */
export const dateTextSchema = z.string();

/** The answer of a page-form post whose body the spec does not show: an optional message and redirect. */
export const formResultSchema = z.looseObject({
  message: z.string().optional(),
  redirect: z.string().optional(),
});
export type FormResult = z.infer<typeof formResultSchema>;

/** Any answer the caller ignores. */
export const ignoredSchema = z.unknown();
