import type { DatabaseKind } from '../../../api/schemas/host-tools';
import { formatBytes } from '../../../rules/format';

/** What the database page drops: the kind decides the call's feature (`mysql drop`, `postgres drop`, `redis drop`). */
export interface DatabaseTarget {
  kind: DatabaseKind;
  /** The database's full name, as listed. */
  name: string;
}

/** The engines as the database page names them (backend-formats 5.7): product names, the same in every language. */
export const DATABASE_ENGINE_NAMES: Readonly<Record<DatabaseKind, string>> = {
  mysql: 'MySQL (MariaDB)',
  postgres: 'PostgreSQL',
  redis: 'Redis (Valkey)',
};

/** The short name of an engine in a table's Type column. */
const TYPE_NAMES: Readonly<Record<Exclude<DatabaseKind, 'redis'>, string>> = { mysql: 'MySQL', postgres: 'PostgreSQL' };

// The runner takes both spellings of each engine (backend-formats 3.3), so a list may name either.
const SQL_TYPES: Readonly<Record<string, Exclude<DatabaseKind, 'redis'>>> = { mysql: 'mysql', mariadb: 'mysql', postgres: 'postgres', postgresql: 'postgres' };

/** The kind of a listed database's Type ('mysql', 'PostgreSQL' ...), or undefined for a type the page cannot drop. */
export function sqlKindOf(type: string): Exclude<DatabaseKind, 'redis'> | undefined {
  return SQL_TYPES[type.trim().toLowerCase()];
}

/** The Type column's text: the engine's name, or the server's own word for a type the page does not know. */
export function typeText(type: string): string {
  const kind = sqlKindOf(type);
  return kind ? TYPE_NAMES[kind] : type;
}

/** The Size column: Virtualmin's own text ('8 KiB') as sent; a count of bytes in binary units. */
export function sizeText(size: string | number, locale: string): string {
  if (typeof size === 'number') return formatBytes(size, locale);
  return /^\d+$/.test(size.trim()) ? formatBytes(Number(size.trim()), locale) : size;
}
