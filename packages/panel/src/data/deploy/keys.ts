/**
 * Query keys of deploying: per host (`host(hostId)` > deployments > one deployment; environment; webhooks), then the
 * creation wizard's outside lookups, which belong to no host.
 */
export const deployKeys = {
  all: ['deploy'] as const,
  host: (hostId: number) => ['deploy', 'host', hostId] as const,
  deployments: (hostId: number) => ['deploy', 'host', hostId, 'deployments'] as const,
  deployment: (hostId: number, deployId: number) => ['deploy', 'host', hostId, 'deployments', deployId] as const,
  environment: (hostId: number) => ['deploy', 'host', hostId, 'environment'] as const,
  webhooks: (hostId: number) => ['deploy', 'host', hostId, 'webhooks'] as const,
  webhookBadge: (webhookId: number, secret: string) => ['deploy', 'webhook-badge', webhookId, secret] as const,
  repositories: (query: string, owner?: string) => ['deploy', 'repositories', { query, owner }] as const,
  repoCheck: (url: string) => ['deploy', 'repo-check', url] as const,
  recipeIndex: () => ['deploy', 'recipes'] as const,
  recipeTemplate: (file: string, relativeUrl?: string) => ['deploy', 'recipes', 'template', { file, relativeUrl }] as const,
  templateFrom: (from: string, relativeUrl?: string) => ['deploy', 'template-from', { from, relativeUrl }] as const,
  domainA: (domain: string) => ['deploy', 'domain-a', domain] as const,
  latency: (endpoint: string) => ['deploy', 'latency', endpoint] as const,
};
