import { describe, expect, it } from 'vitest';
import {
  DNS_TYPE_A,
  deployKeySchema,
  deploymentDetailSchema,
  deploymentListSchema,
  deploymentSchema,
  dohAnswerSchema,
  hostEnvironmentSchema,
  hostOrderFormSchema,
  hostOrderResultSchema,
  repoCheckSchema,
  repositorySearchSchema,
  uploadRepoResultSchema,
} from './deploy';

const finishedLog = [
  'DOM Cloud runner v1.4.260106 ref 13e0b21 in cuddly-pop-vou.domcloud.dev at 2024-10-13T08:21:45.000Z',
  '$> Applying features',
  '$> Enabling MySQL',
  '$> Execution Finished in 12.345s',
].join('\n');

const deployment = { id: '41', user_id: '1', result: finishedLog, template: 'features:\n  - mysql\n', updated_at: '2024-10-13 08:21:58' };

describe('deploymentSchema', () => {
  it('accepts a finished deployment, coercing ids', () => {
    expect(deploymentSchema.parse(deployment)).toEqual({ ...deployment, id: 41, user_id: 1 });
  });

  it('reads a deployment that has not written anything yet as an empty result', () => {
    expect(deploymentSchema.parse({ ...deployment, result: null, user_id: null, updated_at: null })).toMatchObject({ result: '', user_id: null, updated_at: null });
  });

  it('reads the history list and the ?id= detail', () => {
    expect(deploymentListSchema.parse([deployment, { ...deployment, id: 40 }])).toHaveLength(2);
    expect(deploymentDetailSchema.parse({ result: 'Running deployment script... Please wait...\n', template: 'features: [mysql]' })).toEqual({
      result: 'Running deployment script... Please wait...\n',
      template: 'features: [mysql]',
    });
  });

  it('rejects a deployment without a template or with a bad id', () => {
    expect(deploymentSchema.safeParse({ ...deployment, template: undefined }).success).toBe(false);
    expect(deploymentSchema.safeParse({ ...deployment, id: 'x' }).success).toBe(false);
    expect(deploymentDetailSchema.safeParse({ result: 5, template: '' }).success).toBe(false);
  });
});

describe('hostEnvironmentSchema', () => {
  it('accepts the variables and keeps other keys', () => {
    expect(hostEnvironmentSchema.parse({ envs: { NODE_ENV: 'production' }, shell: 'bash' })).toEqual({ envs: { NODE_ENV: 'production' }, shell: 'bash' });
    expect(hostEnvironmentSchema.parse({})).toEqual({});
    expect(hostEnvironmentSchema.safeParse({ envs: ['NODE_ENV=production'] }).success).toBe(false);
  });
});

describe('host order', () => {
  it('reads the posted form as the server sees it', () => {
    const form = Object.fromEntries(
      new URLSearchParams('username=cuddly-pop-vou&server_id=3&domain=cuddly-pop-vou.domcloud.dev&merge_parent=y&password=s3cret-pass&template=features%3A%0A  - mysql%0A'),
    );
    expect(hostOrderFormSchema.parse(form)).toEqual({
      username: 'cuddly-pop-vou',
      server_id: 3,
      domain: 'cuddly-pop-vou.domcloud.dev',
      merge_parent: 'y',
      password: 's3cret-pass',
      template: 'features:\n  - mysql\n',
    });
    expect(hostOrderFormSchema.safeParse({ ...form, merge_parent: 'on' }).success).toBe(false);
  });

  it('answers with the new host id', () => {
    expect(hostOrderResultSchema.parse({ id: '88', redirect: '/user/host/runner/88' })).toEqual({ id: 88, redirect: '/user/host/runner/88' });
    expect(hostOrderResultSchema.safeParse({ message: 'Created' }).success).toBe(false);
  });
});

describe('repositorySearchSchema', () => {
  const repo = { full_name: 'willnode/my-app', html_url: 'https://github.com/willnode/my-app', clone_url: 'https://github.com/willnode/my-app.git', default_branch: 'main', private: false, description: null };

  it('accepts a bare list or a GitHub search answer, both as a list', () => {
    expect(repositorySearchSchema.parse([repo])).toEqual([repo]);
    expect(repositorySearchSchema.parse({ total_count: 1, incomplete_results: false, items: [repo] })).toEqual([repo]);
  });

  it('rejects an entry without a name', () => {
    expect(repositorySearchSchema.safeParse([{ html_url: 'https://github.com/x/y' }]).success).toBe(false);
  });
});

describe('repoCheckSchema', () => {
  const key = { type: 'deploy-key', publicKey: 'ssh-ed25519 AAAAC3Nza... deploy@hostdeck', privateKey: '-----BEGIN OPENSSH PRIVATE KEY-----\n...', setupUrl: 'https://github.com/willnode/private-app/settings/keys/new', usingDeployKey: false };

  it('tells the three answers apart', () => {
    expect(repoCheckSchema.parse({ status: 'ok' })).toEqual({ kind: 'ok' });
    expect(repoCheckSchema.parse({ status: 'error', message: 'No repository found', hint: 'Check the URL or link your GitHub account' })).toEqual({
      kind: 'problem',
      message: 'No repository found',
      hint: 'Check the URL or link your GitHub account',
    });
    expect(repoCheckSchema.parse({ message: 'GitHub API is not available', hint: null })).toEqual({ kind: 'problem', message: 'GitHub API is not available', hint: undefined });
    expect(repoCheckSchema.parse(key)).toEqual({ kind: 'deploy-key', deployKey: key });
  });

  it('rejects an answer that is none of them', () => {
    expect(repoCheckSchema.safeParse({ status: 'error' }).success).toBe(false);
    expect(repoCheckSchema.safeParse({}).success).toBe(false);
    expect(deployKeySchema.safeParse({ ...key, usingDeployKey: 'yes' }).success).toBe(false);
  });
});

describe('uploadRepoResultSchema', () => {
  it('needs a path', () => {
    expect(uploadRepoResultSchema.parse({ path: '/tmp/uploads/8f3a/repo.zip' })).toEqual({ path: '/tmp/uploads/8f3a/repo.zip' });
    expect(uploadRepoResultSchema.safeParse({ path: '' }).success).toBe(false);
    expect(uploadRepoResultSchema.safeParse({}).success).toBe(false);
  });
});

describe('dohAnswerSchema', () => {
  it('accepts a dns.google answer', () => {
    const answer = {
      Status: 0,
      TC: false,
      RD: true,
      RA: true,
      AD: false,
      CD: false,
      Question: [{ name: 'example.com.', type: 1 }],
      Answer: [{ name: 'example.com.', type: DNS_TYPE_A, TTL: 3600, data: '68.183.191.223' }],
    };
    expect(dohAnswerSchema.parse(answer)).toEqual({ Status: 0, TC: false, Question: answer.Question, Answer: answer.Answer });
  });

  it('reads no Answer (NXDOMAIN, or no A record) as an empty list', () => {
    const nxdomain = { Status: 3, TC: false, Question: [{ name: 'nope.example.', type: 1 }], Authority: [{ name: 'example.', type: 6, TTL: 900, data: 'a.iana-servers.net. ...' }] };
    expect(dohAnswerSchema.parse(nxdomain)).toMatchObject({ Status: 3, Answer: [] });
  });

  it('rejects a malformed answer', () => {
    expect(dohAnswerSchema.safeParse({ Answer: [] }).success).toBe(false);
    expect(dohAnswerSchema.safeParse({ Status: 0, Answer: [{ name: 'example.com.', type: 1, TTL: 60 }] }).success).toBe(false);
  });
});
