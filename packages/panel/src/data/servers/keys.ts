/** Query keys of servers: `all` > `lists` > `list(teamId)`; `all` > `detail(serverId)`. */
export const serverKeys = {
  all: ['servers'] as const,
  lists: () => ['servers', 'list'] as const,
  list: (teamId: number) => ['servers', 'list', teamId] as const,
  detail: (serverId: number) => ['servers', 'detail', serverId] as const,
};
