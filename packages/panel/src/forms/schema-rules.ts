import * as z from 'zod/mini';
import { ruleIssuesOfZod } from '../rules/issue-schema';
import type { RuleValidate } from './rule-resolver';

/** A form's rules from a zod/mini schema of `rules/` (form-schemas.ts): its issues read back as coded RuleIssues. */
export function schemaRules<TSchema extends z.ZodMiniType>(schema: TSchema): RuleValidate<z.input<TSchema>> {
  return (values) => {
    const result = z.safeParse(schema, values);
    return result.success ? [] : ruleIssuesOfZod(result.error);
  };
}
