/** Query keys of hosts: `all` > `lists` > `teamLists(teamId)` > `list(...)`; `detail(hostId)` > `stats(hostId)`. */
export const hostKeys = {
  all: ['hosts'] as const,
  lists: () => ['hosts', 'list'] as const,
  teamLists: (teamId: number) => ['hosts', 'list', teamId] as const,
  list: (teamId: number, page?: number, serverId?: number) => ['hosts', 'list', teamId, { page, serverId }] as const,
  detail: (hostId: number) => ['hosts', 'detail', hostId] as const,
  stats: (hostId: number) => ['hosts', 'detail', hostId, 'stats'] as const,
};
