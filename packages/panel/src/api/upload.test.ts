import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { UPLOAD_ABORTED_MESSAGE, UPLOAD_FAILED_MESSAGE, uploadWithProgress, type UploadRequest } from './upload';

type Listener = (event: ProgressEvent) => void;

/** A scripted XMLHttpRequest: the test decides which events fire. */
function fakeRequest() {
  const listeners = new Map<string, Listener[]>();
  const uploadListeners: Listener[] = [];
  const on = (map: Map<string, Listener[]>, type: string, listener: Listener) => map.set(type, [...(map.get(type) ?? []), listener]);
  const request = {
    status: 0,
    responseText: '',
    withCredentials: false,
    headers: {} as Record<string, string>,
    opened: [] as string[],
    sent: undefined as unknown,
    open: vi.fn((method: string, url: string) => request.opened.push(method, url)),
    send: vi.fn((body: unknown) => {
      request.sent = body;
    }),
    abort: vi.fn(() => request.fire('abort')),
    setRequestHeader: vi.fn((name: string, value: string) => {
      request.headers[name] = value;
    }),
    upload: { addEventListener: (_type: string, listener: Listener) => uploadListeners.push(listener) },
    addEventListener: (type: string, listener: Listener) => on(listeners, type, listener),
    fire(type: string) {
      for (const listener of listeners.get(type) ?? []) listener(new Event(type) as ProgressEvent);
    },
    progress(loaded: number, total: number) {
      for (const listener of uploadListeners) listener({ lengthComputable: true, loaded, total } as ProgressEvent);
    },
  };
  return request;
}

const setup = (signal?: AbortSignal) => {
  const request = fakeRequest();
  const onProgress = vi.fn();
  const headers = new Headers({ 'X-CSRF-TOKEN': 't' });
  const body = new FormData();
  const promise = uploadWithProgress({ url: '/userapi/uploadRepo', body, headers, onProgress, signal, createRequest: () => request as unknown as UploadRequest });
  return { request, onProgress, promise, body };
};

describe('uploadWithProgress', () => {
  it('posts the body with the headers, reports progress and resolves with the answer', async () => {
    const { request, onProgress, promise, body } = setup();
    expect(request.opened).toEqual(['POST', '/userapi/uploadRepo']);
    expect(request.headers['x-csrf-token']).toBe('t');
    expect(request.sent).toBe(body);
    request.progress(50, 200);
    request.progress(200, 200);
    request.status = 200;
    request.responseText = '{"path":"/tmp/repo.zip"}';
    request.fire('load');
    await expect(promise).resolves.toBe('{"path":"/tmp/repo.zip"}');
    expect(onProgress.mock.calls).toEqual([[{ loaded: 50, total: 200 }], [{ loaded: 200, total: 200 }]]);
  });

  it('rejects a non-2xx answer with the status code message', async () => {
    const { request, promise } = setup();
    request.status = 413;
    request.fire('load');
    await expect(promise).rejects.toMatchObject({ kind: 'http', status: 413, message: 'Upload failed with status code 413' });
  });

  it('rejects a network failure with File upload failed', async () => {
    const { request, promise } = setup();
    request.fire('error');
    await expect(promise).rejects.toMatchObject({ kind: 'network', message: UPLOAD_FAILED_MESSAGE });
  });

  it('aborts through the signal with File upload aborted', async () => {
    const controller = new AbortController();
    const { request, promise } = setup(controller.signal);
    controller.abort();
    expect(request.abort).toHaveBeenCalled();
    await expect(promise).rejects.toMatchObject({ kind: 'aborted', message: UPLOAD_ABORTED_MESSAGE });
  });

  it('does not start when the signal has already fired', async () => {
    const controller = new AbortController();
    controller.abort();
    const { request, promise } = setup(controller.signal);
    await expect(promise).rejects.toBeInstanceOf(ApiError);
    expect(request.send).not.toHaveBeenCalled();
  });
});
