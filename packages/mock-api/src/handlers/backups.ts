import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { idSchema } from '@hostdeck/panel/contract';
import type { WorldStore } from '../store/world-store';
import { createBackup, deleteBackup, getBackup, listBackups, restoreBackup } from '../world/backups';
import { createKit, idParam, type HandlerOptions } from './kit';

const hostForm = z.object({ host_id: idSchema });

/** Manual backups of a team's hosts: list, detail, create, restore and delete. */
export function backupsHandlers(store: WorldStore, options: HandlerOptions = {}): HttpHandler[] {
  const kit = createKit(store, options);
  return [
    kit.get('team/:teamId/backup/list', (context) => kit.op('listBackups', listBackups, { teamId: idParam(context, 'teamId') })),
    kit.get('backup/detail/:backupId', (context) => kit.op('getBackup', getBackup, { backupId: idParam(context, 'backupId') })),
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
