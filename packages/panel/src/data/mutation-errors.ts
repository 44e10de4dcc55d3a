import { useCallback } from 'react';
import type { ParseKeys } from 'i18next';
import { toast } from '@hostdeck/ui';
import { isApiError } from '../api/errors';
import { UPLOAD_ABORTED_MESSAGE, UPLOAD_FAILED_MESSAGE, uploadStatusMessage } from '../api/upload';
import { useT } from '../i18n/i18n-provider';

/** A failed write as the toast shows it: a key of the common catalog, its values, and the server's explanation. */
export interface MutationErrorText {
  key: ParseKeys<'common'>;
  values?: Record<string, string | number>;
  detail?: string;
}

/** Translates a key of the common area. */
export type Translate = (key: ParseKeys<'common'>, values?: Record<string, string | number>) => string;

/**
 * Maps a failure to its catalog text. An abort the user caused shows nothing, except for an upload, which the spec
 * reports. Only an HTTP answer carries a server explanation; a malformed answer's detail is a schema report, not for users.
 */
export function describeMutationError(error: unknown): MutationErrorText | null {
  if (!isApiError(error)) return { key: 'errors.fetch' };
  if (error.message === UPLOAD_ABORTED_MESSAGE) return { key: 'upload.aborted' };
  if (error.kind === 'aborted') return null;
  if (error.message === UPLOAD_FAILED_MESSAGE) return { key: 'upload.failed' };
  if (error.kind === 'malformed') return { key: 'errors.fetch' };
  const detail = error.kind === 'http' ? error.detail?.trim() || undefined : undefined;
  const status = error.status;
  if (status !== undefined && error.message === uploadStatusMessage(status)) return withDetail({ key: 'upload.failedWithStatus', values: { status } }, detail);
  return withDetail({ key: 'errors.network' }, detail);
}

const withDetail = (text: MutationErrorText, detail: string | undefined): MutationErrorText => (detail ? { ...text, detail } : text);

/** Shows the error toast of a failed write (nothing for an abort). */
export function toastMutationError(error: unknown, t: Translate): void {
  const text = describeMutationError(error);
  if (!text) return;
  toast.error(t(text.key, text.values), text.detail ? { description: text.detail } : undefined);
}

/** The one onError of the panel's mutations: a toast with the translated message and the server's detail. */
export function useMutationErrorHandler(): (error: Error) => void {
  const { t } = useT('common');
  return useCallback((error: Error) => toastMutationError(error, (key, values) => (values ? t(key, values) : t(key))), [t]);
}
