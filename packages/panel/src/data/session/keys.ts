/** Query keys of the session: initdata and the administrator's user list. The session's team lives under teamKeys. */
export const sessionKeys = {
  all: ['session'] as const,
  initData: () => ['session', 'init-data'] as const,
  userLists: () => ['session', 'users'] as const,
  users: (page: number, email = '') => ['session', 'users', page, email] as const,
};
