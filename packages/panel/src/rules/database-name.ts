import type { DatabaseKind } from '../api/schemas/host-tools';
import { collectIssues, ruleIssue, type RuleIssue } from './issues';

/*
 * The database page's create form (host-area 2 Database, 7 'mysql create', 'postgres create', 'redis create'). The
 * spec gives no name rule; these are the names the server's runner accepts (backend-formats 3.3), which the simulated
 * backend checks with this same function.
 */

/** MySQL and PostgreSQL: a letter first, then letters, digits, dots, hyphens and underscores. */
export const SQL_DATABASE_NAME_PATTERN = /^[A-Za-z][\w.-]*$/;
/** Redis (backend-formats 3.3): a lowercase letter first, then lowercase letters, digits and underscores. */
export const REDIS_DATABASE_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;
/** Redis names hold at least a letter and one more character. */
export const REDIS_DATABASE_NAME_MIN_LENGTH = 2;

export interface DatabaseCreateValues {
  kind: DatabaseKind;
  /** The short name the user types; the server prefixes it with the host's username (databaseFullName). */
  name: string;
}

/** The name's first issue for the kind of database, or undefined when the server takes it. */
export function checkDatabaseName(kind: DatabaseKind, name: string, path = 'name'): RuleIssue | undefined {
  if (name === '') return ruleIssue(path, 'required');
  if (kind !== 'redis') return SQL_DATABASE_NAME_PATTERN.test(name) ? undefined : ruleIssue(path, 'pattern');
  if (!REDIS_DATABASE_NAME_PATTERN.test(name)) return ruleIssue(path, 'pattern');
  return name.length < REDIS_DATABASE_NAME_MIN_LENGTH ? ruleIssue(path, 'tooShort', { min: REDIS_DATABASE_NAME_MIN_LENGTH }) : undefined;
}

/** The create form's issues (paths as its fields: name). */
export function databaseCreateIssues(values: DatabaseCreateValues): RuleIssue[] {
  return collectIssues(checkDatabaseName(values.kind, values.name));
}

/**
 * The name the server gives a new database (backend-formats 3.3): the username with '-' as '_', an underscore, the
 * short name with '-' and '.' as '_'; any other character that is not a letter, digit or underscore dropped.
 */
export function databaseFullName(username: string, name: string): string {
  return `${username.replaceAll('-', '_')}_${name.replace(/[-.]/g, '_')}`.replace(/\W/g, '');
}
