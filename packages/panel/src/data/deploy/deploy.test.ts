import { describe, expect, it } from 'vitest';
import type { HostOrder } from '../../api/contract/deploy';
import type { DeploymentDetail } from '../../api/schemas/deploy';
import { hostKeys } from '../hosts/keys';
import { fakeApi } from '../testing/fake-api';
import { isUnder, itRunsMutations, itRunsQueries, keysAreUniqueUnder, mutationCase, queryCase, refetchIntervalAfter } from '../testing/query-harness';
import { teamKeys } from '../teams/keys';
import { deployKeys } from './keys';
import * as mutations from './mutations';
import { isDeploymentRunning } from '../../rules/runner-log';
import { deploymentRefetchInterval } from './polling';
import { deploymentListQuery, deploymentQuery, hostEnvironmentQuery, webhookBadgeQuery, webhookListQuery } from './queries';
import * as wizard from './wizard-queries';

const run = { teamId: 3, hostId: 7, deployId: 11 };
const badge = { webhookId: 5, secret: 'abcdef123456' };

describe('deployKeys', () => {
  it('are unique and under deploy', () => {
    const keys = [
      deployKeys.host(7), deployKeys.deployments(7), deployKeys.deployment(7, 11), deployKeys.deployment(7, 12), deployKeys.environment(7),
      deployKeys.webhooks(7), deployKeys.webhooks(8), deployKeys.webhookBadge(5, 'abc'), deployKeys.repositories('shop'), deployKeys.repositories('shop', 'me'),
      deployKeys.repoCheck('https://git.example/a'), deployKeys.recipeIndex(), deployKeys.recipeTemplate('a.yml'), deployKeys.templateFrom('a.yml'),
      deployKeys.domainA('shop.example'), deployKeys.latency('sgp.example'),
    ];
    expect(keysAreUniqueUnder(deployKeys.all, keys)).toBe(true);
  });

  it('keep a deployment under its host history', () => {
    expect(isUnder(deployKeys.deployment(7, 11), deployKeys.deployments(7))).toBe(true);
    expect(isUnder(deployKeys.webhooks(7), deployKeys.host(7))).toBe(true);
    expect(isUnder(deployKeys.webhooks(7), deployKeys.host(8))).toBe(false);
  });
});

describe('deploy queries', () => {
  itRunsQueries([
    queryCase('listDeployments', (api) => deploymentListQuery(api, { hostId: 7 }), [{ hostId: 7 }], deployKeys.deployments(7)),
    queryCase('getDeployment', (api) => deploymentQuery(api, run), [run], deployKeys.deployment(7, 11)),
    queryCase('getHostEnvironment', (api) => hostEnvironmentQuery(api, { hostId: 7 }), [{ hostId: 7 }], deployKeys.environment(7)),
    queryCase('listWebhooks', (api) => webhookListQuery(api, { hostId: 7 }), [{ hostId: 7 }], deployKeys.webhooks(7)),
    queryCase('getWebhookBadge', (api) => webhookBadgeQuery(api, badge), [badge], deployKeys.webhookBadge(5, badge.secret)),
    queryCase('searchRepositories', (api) => wizard.repositorySearchQuery(api, { query: 'shop', owner: 'me' }), [{ query: 'shop', owner: 'me' }], deployKeys.repositories('shop', 'me')),
    queryCase('checkRepo', (api) => wizard.repoCheckQuery(api, { url: 'https://git.example/a' }), [{ url: 'https://git.example/a' }], deployKeys.repoCheck('https://git.example/a')),
    queryCase('getRecipeIndex', wizard.recipeIndexQuery, [], deployKeys.recipeIndex()),
    queryCase('getRecipeTemplate', (api) => wizard.recipeTemplateQuery(api, { file: 'a.yml', relativeUrl: 'r/' }), [{ file: 'a.yml', relativeUrl: 'r/' }], deployKeys.recipeTemplate('a.yml', 'r/')),
    queryCase('getTemplateFrom', (api) => wizard.templateFromQuery(api, { from: 'b.yml' }), [{ from: 'b.yml' }], deployKeys.templateFrom('b.yml')),
    queryCase('lookupDomainA', (api) => wizard.domainLookupQuery(api, { domain: 'shop.example' }), [{ domain: 'shop.example' }], deployKeys.domainA('shop.example')),
    queryCase('measureServerLatency', (api) => wizard.serverLatencyQuery(api, { endpoint: 'sgp.example' }), [{ endpoint: 'sgp.example' }], deployKeys.latency('sgp.example')),
  ]);
});

describe('deployment polling', () => {
  it.each([
    ['', true],
    ['\n  ', true],
    ['Running', true],
    ['Running deploy script...\n$ npm ci', true],
    ['\nRunning step 2', true],
    ['Done in 12 s', false],
    ['Error: exit code 1\nRunning was interrupted', false],
    ['running', false],
  ])('result %j runs: %s', (result, running) => {
    expect(isDeploymentRunning(result)).toBe(running);
    expect(deploymentRefetchInterval({ result })).toBe(running ? 4000 : false);
  });

  it('waits for the first answer', () => {
    expect(deploymentRefetchInterval(undefined)).toBe(false);
  });

  it.each([
    [[], false],
    [[''], 4000],
    [['', 'Running...'], 4000],
    [['', 'Running...', 'Finished'], false],
  ] as const)('the query after results %j refetches every %s ms', (results, expected) => {
    const details: DeploymentDetail[] = results.map((result) => ({ result, template: '' }));
    expect(refetchIntervalAfter(deploymentQuery(fakeApi({}), run), details)).toBe(expected);
  });
});

describe('deploy mutations', () => {
  const host = { teamId: 3, hostId: 7 };
  const order: HostOrder = { teamId: 3, username: 'shop', serverId: 2, domain: 'shop.example', mergeWithParent: false, password: 'pw', template: '' };
  const zip = new Blob(['zip']);
  const signal = new AbortController().signal;

  itRunsMutations([
    mutationCase('startDeployment', mutations.startDeploymentMutation, { ...host, template: 'features: [mysql]' }, { invalidated: [deployKeys.deployments(7), hostKeys.detail(7)] }),
    mutationCase('clearDeployments', mutations.clearDeploymentsMutation, host, { invalidated: [deployKeys.deployments(7)] }),
    mutationCase('addWebhook', mutations.addWebhookMutation, { ...host, script: 'features: []' }, { invalidated: [deployKeys.webhooks(7)] }),
    mutationCase('deleteWebhook', mutations.deleteWebhookMutation, { ...host, webhookId: 5 }, { invalidated: [deployKeys.webhooks(7)] }),
    mutationCase('createHost', mutations.createHostMutation, order, { invalidated: [hostKeys.teamLists(3), teamKeys.detail(3)] }),
    mutationCase('uploadRepo', mutations.uploadRepoMutation, { zip, signal }, { args: [{ zip }, { signal }], invalidated: [] }),
  ]);
});
