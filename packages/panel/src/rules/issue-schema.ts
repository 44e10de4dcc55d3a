import * as z from 'zod/mini';
import { ISSUE_CODES, ruleIssue, type IssueCode, type IssueParams, type RuleIssue } from './issues';

/*
 * The bridge between the rules' coded issues and zod: a form resolver parses values with a schema, so a rule becomes
 * a schema whose issues carry the rule's code and parameters (never English), and any zod issue reads back as a
 * RuleIssue. One vocabulary whether a form validates through zod or by calling the rule.
 */

const CODES: ReadonlySet<string> = new Set(ISSUE_CODES);

function isIssueCode(code: unknown): code is IssueCode {
  return typeof code === 'string' && CODES.has(code);
}

/** 'bio.tel' -> ['bio', 'tel']; 'locations.2.match' -> ['locations', 2, 'match'] (zod paths index arrays by number). */
export function toZodPath(path: string): PropertyKey[] {
  if (path === '') return [];
  return path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export function fromZodPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * `base` (the values' shape) checked by `rule`: each issue the rule reports becomes a custom zod issue at its path,
 * with `params.rule` holding the RuleIssue.
 */
export function withRuleIssues<T extends z.ZodMiniType>(base: T, rule: (value: z.output<T>) => readonly RuleIssue[]): T {
  return base.check(
    z.superRefine((value: z.output<T>, context) => {
      for (const issue of rule(value)) {
        context.addIssue({ code: 'custom', message: issue.code, path: toZodPath(issue.path), input: value, params: { rule: issue } });
      }
    }),
  );
}

function numberParam(value: unknown): number {
  return typeof value === 'bigint' ? Number(value) : typeof value === 'number' ? value : Number(value);
}

/** One zod issue as the rules' vocabulary: a rule's own issue as it was, zod's checks mapped to the nearest code. */
export function ruleIssueOfZod(issue: z.core.$ZodIssue): RuleIssue {
  const path = fromZodPath(issue.path);
  switch (issue.code) {
    case 'custom': {
      const carried: unknown = issue.params?.rule;
      if (typeof carried === 'object' && carried !== null && 'code' in carried && isIssueCode(carried.code)) {
        const params = 'params' in carried ? (carried.params as IssueParams | undefined) : undefined;
        return ruleIssue(path, carried.code, params);
      }
      return isIssueCode(issue.message) ? ruleIssue(path, issue.message) : ruleIssue(path, 'notAllowed');
    }
    case 'invalid_type':
      if (issue.expected === 'int') return ruleIssue(path, 'notInteger');
      // zod leaves the input out unless parsed with `reportInput`: without it a wrong type reads as a missing value.
      return issue.input === undefined || issue.input === null || issue.input === '' ? ruleIssue(path, 'required') : ruleIssue(path, 'pattern');
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? ruleIssue(path, 'required') : ruleIssue(path, 'tooShort', { min: numberParam(issue.minimum) });
      return ruleIssue(path, 'belowMin', { min: numberParam(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string' ? ruleIssue(path, 'tooLong', { max: numberParam(issue.maximum) }) : ruleIssue(path, 'aboveMax', { max: numberParam(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? ruleIssue(path, 'email') : issue.format === 'url' ? ruleIssue(path, 'url') : ruleIssue(path, 'pattern');
    case 'invalid_value':
    case 'invalid_union':
      return ruleIssue(path, 'invalidChoice');
    default:
      return ruleIssue(path, 'notAllowed');
  }
}

/** Every issue of a failed parse, in the rules' vocabulary. */
export function ruleIssuesOfZod(error: Pick<z.core.$ZodError, 'issues'>): RuleIssue[] {
  return error.issues.map(ruleIssueOfZod);
}
