import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, ConfirmDialog, isolateLtr } from '@hostdeck/ui';
import type { HostStatus } from '../../../api/schemas/hosts';
import { useT } from '../../../i18n/i18n-provider';
import { backupDomain, restorableHosts } from '../../../rules/backup-restore';

export interface RestoreHost {
  id: number;
  domain: string;
  status: HostStatus;
}

export interface BackupRestoreCardProps {
  /** The backup's name; it carries the domain the backup may go back to. */
  backupName: string;
  /** The team's websites; only the active ones of the backup's domain are offered. */
  hosts: readonly RestoreHost[];
  /** Restores onto a host; a rejection keeps the confirmation open (the error toast says why). */
  onRestore: (host: RestoreHost) => Promise<unknown>;
}

/**
 * Restore (account-area 4, 5): one button per active website whose domain matches the backup's, each asking first,
 * naming the website whose files, databases and settings are replaced.
 */
export function BackupRestoreCard({ backupName, hosts, onRestore }: BackupRestoreCardProps) {
  const { t } = useT('backup-detail');
  // The chosen host stays set while the dialog closes, so its question does not blank out mid-animation.
  const [target, setTarget] = useState<RestoreHost>();
  const [isConfirming, setIsConfirming] = useState(false);
  const domain = backupDomain(backupName);
  const choices = restorableHosts(backupName, hosts);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('restore.title')}</CardTitle>
        <CardDescription>{t('restore.description', { domain: isolateLtr(domain) })}</CardDescription>
      </CardHeader>
      <CardContent>
        {choices.length === 0 ? (
          <p className="text-muted-foreground">{t('restore.none', { domain: isolateLtr(domain) })}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {choices.map((host) => (
              <li key={host.id} className="min-w-0">
                <Button variant="outline" className="h-auto min-h-10 max-w-full whitespace-normal break-all" onClick={() => {
                    setTarget(host);
                    setIsConfirming(true);
                  }}>
                  <RotateCcw aria-hidden />
                  {t('restore.to', { domain: isolateLtr(host.domain) })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        variant="destructive"
        title={t('restore.confirmTitle', { domain: isolateLtr(target?.domain ?? '') })}
        description={t('restore.confirmDescription', { domain: isolateLtr(target?.domain ?? ''), backup: isolateLtr(backupName) })}
        confirmLabel={t('restore.confirm')}
        onConfirm={async () => {
          if (target) await onRestore(target);
        }}
      />
    </Card>
  );
}
