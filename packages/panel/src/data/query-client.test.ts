import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { createPanelQueryClient, shouldRetry } from './query-client';

const error = (kind: ApiError['kind'], status?: number) => new ApiError({ kind, status, message: 'x' });

describe('shouldRetry', () => {
  it.each([
    [0, error('network'), true],
    [1, error('network'), true],
    [2, error('network'), false],
    [0, error('http', 500), true],
    [0, error('http', 503), true],
    [0, error('http', 404), false],
    [0, error('http', 422), false],
    [0, error('malformed', 200), false],
    [0, error('aborted'), false],
    [0, new Error('plain'), false],
  ])('attempt %i after %o: %s', (count, failure, expected) => {
    expect(shouldRetry(count, failure)).toBe(expected);
  });

  it('is off when asked', () => {
    const client = createPanelQueryClient({ shouldRetry: false });
    expect(client.getDefaultOptions().queries?.retry).toBe(false);
  });
});
