import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { idSchema } from '@hostdeck/panel/contract';
import type { WorldStore } from '../store/world-store';
import { createBackup, deleteBackup, downloadBackup, getBackup, listBackups, restoreBackup, type BackupFile } from '../world/backups';
import { createKit, idParam, type HandlerOptions } from './kit';

const hostForm = z.object({ host_id: idSchema });

/** The backup's file as a browser download: a zip saved under the file's name. */
function zipAttachment({ filename, bytes }: BackupFile): Response {
  return new Response(bytes, {
    status: 200,
    headers: { 'Content-Type': 'application/zip', 'Content-Length': String(bytes.length), 'Content-Disposition': `attachment; filename="${filename}"` },
  });
}

/** Manual backups of a team's hosts: list, detail, download, create, restore and delete. */
export function backupsHandlers(store: WorldStore, options: HandlerOptions = {}): HttpHandler[] {
  const kit = createKit(store, options);
  return [
    kit.get('team/:teamId/backup/list', (context) => kit.op('listBackups', listBackups, { teamId: idParam(context, 'teamId') })),
    kit.get('backup/detail/:backupId', (context) => kit.op('getBackup', getBackup, { backupId: idParam(context, 'backupId') })),
    // The download is a link the browser follows (the contract only builds its URL), so it counts as a read of the
    // backup for the scenarios' latency and failures.
    kit.get('team/:teamId/backup/download/:backupId', (context) =>
      kit.op('getBackup', downloadBackup, { teamId: idParam(context, 'teamId'), backupId: idParam(context, 'backupId') }, zipAttachment),
    ),
    kit.post('team/:teamId/backup/create', (context) =>
      kit.withFields('createBackup', hostForm, context.form, ({ host_id }) => kit.op('createBackup', createBackup, { teamId: idParam(context, 'teamId'), hostId: host_id })),
    ),
    kit.post('team/:teamId/backup/restore/:backupId', (context) =>
      kit.withFields('restoreBackup', hostForm, context.form, ({ host_id }) =>
        kit.op('restoreBackup', restoreBackup, { teamId: idParam(context, 'teamId'), backupId: idParam(context, 'backupId'), hostId: host_id }),
      ),
    ),
    kit.post('team/:teamId/backup/delete/:backupId', (context) =>
      kit.op('deleteBackup', deleteBackup, { teamId: idParam(context, 'teamId'), backupId: idParam(context, 'backupId') }),
    ),
  ];
}
