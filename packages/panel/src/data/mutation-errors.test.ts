import { toast } from '@hostdeck/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, FETCH_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, type ApiErrorOptions } from '../api/errors';
import { UPLOAD_ABORTED_MESSAGE, UPLOAD_FAILED_MESSAGE, uploadStatusMessage } from '../api/upload';
import common from '../i18n/en/common.json';
import { describeMutationError, toastMutationError, type MutationErrorText } from './mutation-errors';

const apiError = (options: ApiErrorOptions) => new ApiError(options);

describe('describeMutationError', () => {
  it.each<[string, unknown, MutationErrorText | null]>([
    ['a plain error', new TypeError('x is undefined'), { key: 'errors.fetch' }],
    ['no answer', apiError({ kind: 'network', message: NETWORK_ERROR_MESSAGE }), { key: 'errors.network' }],
    ['a refusal with the server detail', apiError({ kind: 'http', status: 403, message: NETWORK_ERROR_MESSAGE, detail: 'Host is not active' }), { key: 'errors.network', detail: 'Host is not active' }],
    ['a rejected form without detail', apiError({ kind: 'http', status: 422, message: NETWORK_ERROR_MESSAGE, fieldErrors: { name: 'Too short' } }), { key: 'errors.network' }],
    ['a blank detail', apiError({ kind: 'http', status: 500, message: NETWORK_ERROR_MESSAGE, detail: '  ' }), { key: 'errors.network' }],
    ['a malformed answer (schema report kept out)', apiError({ kind: 'malformed', status: 200, message: FETCH_ERROR_MESSAGE, detail: 'expected string' }), { key: 'errors.fetch' }],
    ['an abort', apiError({ kind: 'aborted', message: 'The request was aborted' }), null],
    ['an aborted upload', apiError({ kind: 'aborted', message: UPLOAD_ABORTED_MESSAGE }), { key: 'upload.aborted' }],
    ['a failed upload', apiError({ kind: 'network', message: UPLOAD_FAILED_MESSAGE }), { key: 'upload.failed' }],
    ['an upload refused', apiError({ kind: 'http', status: 413, message: uploadStatusMessage(413), detail: 'Too large' }), { key: 'upload.failedWithStatus', values: { status: 413 }, detail: 'Too large' }],
  ])('%s', (_, error, expected) => {
    expect(describeMutationError(error)).toEqual(expected);
  });

  it('only names keys of the common catalog', () => {
    const keys = ['errors.fetch', 'errors.network', 'upload.aborted', 'upload.failed', 'upload.failedWithStatus'];
    const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), common);
    for (const key of keys) expect(typeof lookup(key), key).toBe('string');
  });
});

describe('toastMutationError', () => {
  const t = (key: string, values?: Record<string, string | number>) => (values ? `${key} ${JSON.stringify(values)}` : key);
  afterEach(() => vi.restoreAllMocks());

  it('shows the translated message and the server detail', () => {
    const error = vi.spyOn(toast, 'error');
    toastMutationError(apiError({ kind: 'http', status: 409, message: NETWORK_ERROR_MESSAGE, detail: 'Name taken' }), t);
    toastMutationError(apiError({ kind: 'http', status: 500, message: uploadStatusMessage(500) }), t);
    expect(error.mock.calls).toEqual([
      ['errors.network', { description: 'Name taken' }],
      ['upload.failedWithStatus {"status":500}', undefined],
    ]);
  });

  it('stays quiet when the user aborted', () => {
    const error = vi.spyOn(toast, 'error');
    toastMutationError(apiError({ kind: 'aborted', message: 'The request was aborted' }), t);
    expect(error).not.toHaveBeenCalled();
  });
});
