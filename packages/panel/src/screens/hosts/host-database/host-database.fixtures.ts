import { createWorldStore, DEFAULT_TEAM_ID, listDatabases, listRedisDatabases } from '@hostdeck/mock-api';
import { databaseListSchema, redisListSchema, type DatabaseRow, type RedisDatabase } from '../../../api/schemas/host-tools';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import type { HostDatabaseScreenProps } from './host-database';
import { hostFrameOf, worldAnswer } from '../host-frame/world-frame.fixtures';

/**
 * The database stories' data, read from the simulated world the container stories and the demo run on (owner-paid):
 * lestari.studio (1001) has a MySQL and a PostgreSQL database and two Redis databases.
 */
const store = createWorldStore({ scenario: 'owner-paid' });

export const STUDIO_HOST_ID = 1001;

/** The host page frame's value for a host, as the frame hands it to the page. */
export function frameOf(hostId: number, gate: HostFrameValue['gate'] = 'allowed'): HostFrameValue {
  return hostFrameOf(store, hostId, { title: 'Database', gate });
}

const ref = { teamId: DEFAULT_TEAM_ID, hostId: STUDIO_HOST_ID };
/** The lists as the HTTP client reads them (GET host/database/{id}, and with ?type=redis). */
export const STUDIO_DATABASES: readonly DatabaseRow[] = databaseListSchema.parse(worldAnswer(store.run(listDatabases, ref), 'the databases'));
export const STUDIO_REDIS: readonly RedisDatabase[] = redisListSchema.parse(worldAnswer(store.run(listRedisDatabases, ref), 'the Redis databases'));
export const STUDIO_USERNAME = frameOf(STUDIO_HOST_ID).host.username;

/** A database whose size the server sent as a count of bytes: shown in binary units. */
export const BYTES_DATABASE: DatabaseRow = { name: `${STUDIO_USERNAME.replaceAll('-', '_')}_archive`, Type: 'mysql', Size: 734_003_200, Tables: 1204 };

/** The screen's props: the studio's databases, writable. */
export const hostDatabaseArgs = {
  title: 'Database',
  username: STUDIO_USERNAME,
  status: 'content',
  databases: STUDIO_DATABASES,
  redis: STUDIO_REDIS,
  isReadOnly: false,
} satisfies Partial<HostDatabaseScreenProps>;
