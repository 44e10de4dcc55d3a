import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../client';
import { TEST_BASE_URL, TEST_CSRF, createTestClient, setupMswServer, userapi, rejection } from '../testing/msw-node';
import { createBackupsApi } from './backups';

const server = setupMswServer();
const api = createBackupsApi(createTestClient());

const backup = {
  id: 41,
  name: 'myawesomewebsite.io-2025-06-15.tar.gz',
  status: 'active',
  metadata: { content_length: 52428800 },
  created_at: '2025-06-15 10:22:31',
  host_id: 7,
  deploy: { result: '$> backup\nExit status: 0' },
  filename: 'myawesomewebsite.io-2025-06-15.tar.gz',
  size: '52428800',
};

/** Records the form and CSRF header of the next post to `path` and answers `answer`. */
function capturePost(path: string, answer: object = { message: 'OK' }) {
  const seen: { form?: Record<string, string>; header?: string | null } = {};
  server.use(
    http.post(userapi(path), async ({ request }) => {
      seen.header = request.headers.get(CSRF_HEADER);
      seen.form = Object.fromEntries([...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]));
      return HttpResponse.json(answer);
    }),
  );
  return seen;
}


describe('createBackupsApi', () => {
  it('lists the backups of a team', async () => {
    server.use(http.get(userapi('team/3/backup/list'), () => HttpResponse.json([backup, { id: 42, name: 'myawesomewebsite.io', status: 'pending', host_id: 7, deploy: null }])));
    const backups = await api.listBackups({ teamId: 3 });
    expect(backups.map((item) => [item.id, item.status])).toEqual([
      [41, 'active'],
      [42, 'pending'],
    ]);
    expect(backups[0]?.size).toBe(52428800);
  });

  it('reads one backup', async () => {
    server.use(http.get(userapi('backup/detail/41'), () => HttpResponse.json(backup)));
    await expect(api.getBackup({ backupId: 41 })).resolves.toMatchObject({ id: 41, host_id: 7, deploy: { result: '$> backup\nExit status: 0' } });
  });

  it('creates a backup of a host', async () => {
    const seen = capturePost('team/3/backup/create', { message: 'Backup started', id: '43' });
    await expect(api.createBackup({ teamId: 3, hostId: 7 })).resolves.toEqual({ message: 'Backup started', id: 43 });
    expect(seen).toEqual({ header: TEST_CSRF.value, form: { host_id: '7', [TEST_CSRF.name]: TEST_CSRF.value } });
  });

  it('restores a backup onto a host', async () => {
    const seen = capturePost('team/3/backup/restore/41');
    await expect(api.restoreBackup({ teamId: 3, backupId: 41, hostId: 8 })).resolves.toEqual({ message: 'OK' });
    expect(seen.form).toEqual({ host_id: '8', [TEST_CSRF.name]: TEST_CSRF.value });
  });

  it('deletes a backup with only the CSRF token', async () => {
    const seen = capturePost('team/3/backup/delete/41', { redirect: '/user/backup' });
    await expect(api.deleteBackup({ teamId: 3, backupId: 41 })).resolves.toEqual({ redirect: '/user/backup' });
    expect(seen).toEqual({ header: TEST_CSRF.value, form: { [TEST_CSRF.name]: TEST_CSRF.value } });
  });

  it('gives the download URL for the browser to follow', () => {
    expect(api.getBackupDownloadUrl({ teamId: 3, backupId: 41 })).toBe(`${TEST_BASE_URL}/userapi/team/3/backup/download/41`);
  });

  it('rejects a malformed answer as malformed and a 500 as http', async () => {
    server.use(
      http.get(userapi('backup/detail/41'), () => HttpResponse.json({ ...backup, status: 'done' })),
      http.post(userapi('team/3/backup/create'), () => HttpResponse.json({ message: 'Server busy' }, { status: 500 })),
    );
    expect((await rejection(api.getBackup({ backupId: 41 }))).kind).toBe('malformed');
    expect(await rejection(api.createBackup({ teamId: 3, hostId: 7 }))).toMatchObject({ kind: 'http', status: 500, detail: 'Server busy' });
  });
});
