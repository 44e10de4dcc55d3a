/** Query keys of domains: `all` > `lists` > `list(teamId)`; `all` > `detail(domainId)`; availability checks. */
export const domainKeys = {
  all: ['domains'] as const,
  lists: () => ['domains', 'list'] as const,
  list: (teamId: number) => ['domains', 'list', teamId] as const,
  detail: (domainId: number) => ['domains', 'detail', domainId] as const,
  check: (name: string, scheme: string) => ['domains', 'check', { name, scheme }] as const,
};
