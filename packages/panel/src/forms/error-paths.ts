import type { FieldValues } from 'react-hook-form';
import { SERVER_ERROR_TYPE } from './rule-submit';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The dotted paths of the fields showing a rule's issue (not the server's messages, not the root error), so they
 * can be checked again, e.g. to say it in a newly chosen language.
 */
export function ruleErrorPaths(errors: FieldValues, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!isRecord(value) || (prefix === '' && key === 'root')) continue;
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value.type === 'string' && typeof value.message === 'string') {
      if (value.type !== SERVER_ERROR_TYPE) paths.push(path);
    } else {
      paths.push(...ruleErrorPaths(value, path));
    }
  }
  return paths;
}
