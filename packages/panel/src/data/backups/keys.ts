/** Query keys of backups: `all` > `lists` > `list(teamId)`; `all` > `detail(backupId)`. */
export const backupKeys = {
  all: ['backups'] as const,
  lists: () => ['backups', 'list'] as const,
  list: (teamId: number) => ['backups', 'list', teamId] as const,
  detail: (backupId: number) => ['backups', 'detail', backupId] as const,
};
