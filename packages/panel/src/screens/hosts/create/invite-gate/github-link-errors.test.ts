import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../api/errors';
import { githubLinkError, type GithubLinkError } from './github-link-errors';

const answered = (detail: string | undefined, status = 403) => new ApiError({ kind: 'http', status, message: 'Network response was not ok', detail });

describe('githubLinkError', () => {
  it.each<[string, unknown, GithubLinkError]>([
    ['the missing token', answered('GitHub API token not found'), { code: 'tokenMissing' }],
    ['GitHub down, in another case', answered('github api is not available.', 503), { code: 'unavailable' }],
    ['an account not trusted', answered('Your GitHub account is not trusted yet.', 422), { code: 'notTrusted' }],
    ['an account already linked', answered('A github login is already linked.', 422), { code: 'alreadyLinked' }],
    ['an unknown answer, kept word for word', answered('  Rate limit exceeded  ', 429), { code: 'server', message: 'Rate limit exceeded' }],
    ['an answer without words', answered(undefined, 500), { code: 'unreachable' }],
    ['no answer at all', new ApiError({ kind: 'network', message: 'Network response was not ok', detail: 'GitHub API token not found' }), { code: 'unreachable' }],
    ['not an ApiError', new TypeError('boom'), { code: 'unreachable' }],
  ])('%s', (_name, error, expected) => {
    expect(githubLinkError(error)).toEqual(expected);
  });
});
