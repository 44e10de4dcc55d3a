import { Card, CardContent, CardHeader, CardTitle, CodeBlock } from '@hostdeck/ui';
import type { Backup } from '../../../api/schemas/backups';
import { useT } from '../../../i18n/i18n-provider';

/** The backup job's runner log (its deploy data), or the spec's text when the backup has none. */
export function BackupProgress({ backup }: { backup: Backup }) {
  const { t } = useT('backup-detail');
  const log = backup.deploy?.result;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('progress.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {log ? <CodeBlock code={log} isAnsi wrap label={t('progress.log')} maxHeight="24rem" dir="ltr" /> : <p className="text-muted-foreground">{t('progress.none')}</p>}
      </CardContent>
    </Card>
  );
}
