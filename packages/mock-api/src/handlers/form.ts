import { z } from 'zod';

/**
 * A posted form as plain data: a `name[]` key (PHP's list notation) or a repeated key becomes a list, a file stays a
 * File, everything else is its text. Page forms are url-encoded; uploads are multipart.
 */
export type FormFields = Record<string, string | string[] | File>;

export async function readForm(request: Request): Promise<FormFields> {
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    // No body, or a body that is not a form: nothing was posted.
    return {};
  }
  const fields: FormFields = {};
  data.forEach((value, key) => {
    if (typeof value !== 'string') {
      fields[key] = value;
      return;
    }
    const current = fields[key];
    if (key.endsWith('[]')) fields[key] = Array.isArray(current) ? [...current, value] : [value];
    else fields[key] = value;
  });
  return fields;
}

/** A parsed form, or the per-field messages of a 422 answer. */
export type FormParse<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/**
 * Reads a form (or a query) with a zod schema; each issue becomes a message under its wire field name. Typed as a
 * core schema so the panel's zod/mini schemas fit as well as the classic ones built here.
 */
export function parseFields<T>(schema: z.core.$ZodType<T>, fields: Record<string, unknown>): FormParse<T> {
  const result = z.safeParse(schema, fields);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The query string as plain fields. */
export function queryFields(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}

/** The bracketed rows of a form, e.g. items[0][name] -> [{ name }], in index order. */
export function bracketRows(fields: FormFields, list: string): Array<Record<string, string>> {
  const rows = new Map<number, Record<string, string>>();
  const pattern = new RegExp(`^${list}\\[(\\d+)\\]\\[(\\w+)\\]$`);
  for (const [key, value] of Object.entries(fields)) {
    const match = pattern.exec(key);
    if (!match || typeof value !== 'string') continue;
    const index = Number(match[1]);
    const row = rows.get(index) ?? {};
    row[match[2] ?? ''] = value;
    rows.set(index, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}
