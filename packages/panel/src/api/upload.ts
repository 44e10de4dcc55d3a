import { ApiError } from './errors';

/** The upload texts of the spec's error catalogue; screens translate them through common.upload.* keys. */
export const UPLOAD_FAILED_MESSAGE = 'File upload failed';
export const UPLOAD_ABORTED_MESSAGE = 'File upload aborted';
export const uploadStatusMessage = (status: number) => `Upload failed with status code ${status}`;

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The part of XMLHttpRequest an upload needs, so tests can hand in a fake. */
export type UploadRequest = Pick<XMLHttpRequest, 'open' | 'send' | 'abort' | 'setRequestHeader' | 'status' | 'responseText' | 'upload' | 'addEventListener' | 'withCredentials'>;

export interface UploadOptions {
  url: string;
  body: FormData;
  headers: Headers;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  createRequest?: () => UploadRequest;
}

/**
 * Posts a multipart body with XMLHttpRequest, the one browser API that reports upload progress.
 * Resolves with the answer's text on 2xx; rejects with an ApiError carrying the catalogue's upload message.
 */
export function uploadWithProgress({ url, body, headers, onProgress, signal, createRequest = () => new XMLHttpRequest() }: UploadOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ApiError({ kind: 'aborted', message: UPLOAD_ABORTED_MESSAGE }));
      return;
    }
    const request = createRequest();
    request.open('POST', url);
    request.withCredentials = true;
    headers.forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) resolve(request.responseText);
      else reject(new ApiError({ kind: 'http', status: request.status, message: uploadStatusMessage(request.status), detail: request.responseText.slice(0, 500) }));
    });
    request.addEventListener('error', () => reject(new ApiError({ kind: 'network', message: UPLOAD_FAILED_MESSAGE })));
    request.addEventListener('abort', () => reject(new ApiError({ kind: 'aborted', message: UPLOAD_ABORTED_MESSAGE })));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
