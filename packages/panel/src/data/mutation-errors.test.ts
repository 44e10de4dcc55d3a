import { toast } from '@hostdeck/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, FETCH_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, type ApiErrorOptions } from '../api/errors';
import { UPLOAD_ABORTED_MESSAGE, UPLOAD_FAILED_MESSAGE, uploadStatusMessage } from '../api/upload';
import common from '../i18n/en/common.json';
import { changePanelLanguage, createPanelI18n } from '../i18n/loader';
import { loadServerMessageText, serverMessageText } from '../i18n/server-messages';
import { describeMutationError, toastMutationError, type MutationErrorText } from './mutation-errors';

const apiError = (options: ApiErrorOptions) => new ApiError(options);

describe('describeMutationError', () => {
  it.each<[string, unknown, MutationErrorText | null]>([
    ['a plain error', new TypeError('x is undefined'), { key: 'errors.fetch' }],
    ['no answer', apiError({ kind: 'network', message: NETWORK_ERROR_MESSAGE }), { key: 'errors.network' }],
    ['a refusal (403) with the server detail', apiError({ kind: 'http', status: 403, message: NETWORK_ERROR_MESSAGE, detail: 'Host is not active' }), { key: 'errors.forbidden', detail: 'Host is not active' }],
    ['a rejected form (422) without detail', apiError({ kind: 'http', status: 422, message: NETWORK_ERROR_MESSAGE, fieldErrors: { name: 'Too short' } }), { key: 'errors.rejected' }],
    ['a server failure (500) with a blank detail', apiError({ kind: 'http', status: 500, message: NETWORK_ERROR_MESSAGE, detail: '  ' }), { key: 'errors.server' }],
    ['a gateway failure (503)', apiError({ kind: 'http', status: 503, message: NETWORK_ERROR_MESSAGE }), { key: 'errors.server' }],
    ['something gone (404)', apiError({ kind: 'http', status: 404, message: NETWORK_ERROR_MESSAGE, detail: 'Host not found' }), { key: 'errors.notFound', detail: 'Host not found' }],
    ['a session gone (401)', apiError({ kind: 'http', status: 401, message: NETWORK_ERROR_MESSAGE }), { key: 'errors.signedOut' }],
    ['a status that says nothing in particular (409)', apiError({ kind: 'http', status: 409, message: NETWORK_ERROR_MESSAGE }), { key: 'errors.network' }],
    ['a malformed answer (schema report kept out)', apiError({ kind: 'malformed', status: 200, message: FETCH_ERROR_MESSAGE, detail: 'expected string' }), { key: 'errors.fetch' }],
    ['an abort', apiError({ kind: 'aborted', message: 'The request was aborted' }), null],
    ['an aborted upload', apiError({ kind: 'aborted', message: UPLOAD_ABORTED_MESSAGE }), { key: 'upload.aborted' }],
    ['a failed upload', apiError({ kind: 'network', message: UPLOAD_FAILED_MESSAGE }), { key: 'upload.failed' }],
    ['an upload refused', apiError({ kind: 'http', status: 413, message: uploadStatusMessage(413), detail: 'Too large' }), { key: 'upload.failedWithStatus', values: { status: 413 }, detail: 'Too large' }],
  ])('%s', (_, error, expected) => {
    expect(describeMutationError(error)).toEqual(expected);
  });

  it('only names keys of the common catalog', () => {
    const keys = ['errors.fetch', 'errors.network', 'errors.forbidden', 'errors.notFound', 'errors.rejected', 'errors.server', 'errors.signedOut', 'upload.aborted', 'upload.failed', 'upload.failedWithStatus'];
    const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), common);
    for (const key of keys) expect(typeof lookup(key), key).toBe('string');
  });
});

describe('toastMutationError', () => {
  const t = (key: string, values?: Record<string, string | number>) => (values && Object.keys(values).length > 0 ? `${key} ${JSON.stringify(values)}` : key);
  const describeByKey = (message: string) => serverMessageText(t, message);
  afterEach(() => vi.restoreAllMocks());

  it('shows the translated heading, a known server message by its key and any other quoted', () => {
    const error = vi.spyOn(toast, 'error');
    toastMutationError(apiError({ kind: 'http', status: 409, message: NETWORK_ERROR_MESSAGE, detail: 'Name taken' }), t, describeByKey);
    toastMutationError(apiError({ kind: 'http', status: 403, message: NETWORK_ERROR_MESSAGE, detail: 'This host is removed; the action needs an active host.' }), t, describeByKey);
    toastMutationError(apiError({ kind: 'http', status: 500, message: uploadStatusMessage(500) }), t, describeByKey);
    expect(error.mock.calls).toEqual([
      ['errors.network', { description: 'server-messages:quoted {"message":"Name taken"}' }],
      ['errors.forbidden', { description: 'server-messages:websiteNotActive' }],
      ['upload.failedWithStatus {"status":500}', undefined],
    ]);
  });

  it('never heads a refused write with the generic network text; the server-messages area loads on the first failure', async () => {
    const error = vi.spyOn(toast, 'error');
    const i18n = createPanelI18n('de');
    await changePanelLanguage(i18n, 'de');
    expect(i18n.hasResourceBundle('de', 'server-messages')).toBe(false);
    const describe = await loadServerMessageText(i18n);
    expect(i18n.hasResourceBundle('de', 'server-messages')).toBe(true);
    const english = (key: string) => String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], common));
    toastMutationError(apiError({ kind: 'http', status: 403, message: NETWORK_ERROR_MESSAGE, detail: 'Clients cannot deploy to a host.' }), english, describe);
    expect(error.mock.calls).toEqual([['You are not allowed to do this', { description: 'Ihre Rolle in diesem Team erlaubt das nicht.' }]]);
  });

  it('leaves the server its own words when the server-messages area cannot be fetched', async () => {
    const i18n = createPanelI18n('fr', { loaders: {} });
    const describe = await loadServerMessageText(i18n);
    expect(describe(' Clients cannot deploy to a host. ')).toBe('Clients cannot deploy to a host.');
  });

  it('stays quiet when the user aborted', () => {
    const error = vi.spyOn(toast, 'error');
    toastMutationError(apiError({ kind: 'aborted', message: 'The request was aborted' }), t, describeByKey);
    expect(error).not.toHaveBeenCalled();
  });
});
