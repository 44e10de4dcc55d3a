import { useCallback } from 'react';
import type { ParseKeys } from 'i18next';
import { toast } from '@hostdeck/ui';
import { isApiError } from '../api/errors';
import { UPLOAD_ABORTED_MESSAGE, UPLOAD_FAILED_MESSAGE, uploadStatusMessage } from '../api/upload';
import { useT } from '../i18n/i18n-provider';
import { loadServerMessageText } from '../i18n/server-messages';

/**
 * A failed write as the toast shows it: a key of the common catalog with its values (the heading), and the server's
 * explanation as it sent it (the description, shown in the user's language through serverMessageText).
 */
export interface MutationErrorText {
  key: ParseKeys<'common'>;
  values?: Record<string, string | number>;
  detail?: string;
}

/**
 * The heading of a refused write by its status, where the status says more than the spec's generic 'Network response
 * was not ok' (which stays for no answer at all and for statuses that say nothing in particular).
 */
function headingOf(status: number | undefined): ParseKeys<'common'> {
  if (status === 401) return 'errors.signedOut';
  if (status === 403) return 'errors.forbidden';
  if (status === 404) return 'errors.notFound';
  if (status === 422) return 'errors.rejected';
  if (status !== undefined && status >= 500) return 'errors.server';
  return 'errors.network';
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
  return withDetail({ key: error.kind === 'http' ? headingOf(status) : 'errors.network' }, detail);
}

const withDetail = (text: MutationErrorText, detail: string | undefined): MutationErrorText => (detail ? { ...text, detail } : text);

/**
 * Shows the error toast of a failed write (nothing for an abort): the heading in the user's language, and the
 * server's words as `describeMessage` says them (loadServerMessageText: in the user's language, or quoted).
 */
export function toastMutationError(error: unknown, t: Translate, describeMessage: (message: string) => string): void {
  const text = describeMutationError(error);
  if (!text) return;
  toast.error(t(text.key, text.values), text.detail ? { description: describeMessage(text.detail) } : undefined);
}

/** The one onError of the panel's mutations: a toast with the translated message and the server's detail. */
export function useMutationErrorHandler(): (error: Error) => void {
  const { t, i18n } = useT('common');
  return useCallback(
    (error: Error) => {
      // The server's known answers are their own catalog area, fetched with the first failure rather than up front.
      void loadServerMessageText(i18n).then((describe) => toastMutationError(error, (key, values) => (values ? t(key, values) : t(key)), describe));
    },
    [t, i18n],
  );
}
