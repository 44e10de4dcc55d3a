import { useId } from 'react';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, isolateLtr } from '@hostdeck/ui';
import { RotateCw } from 'lucide-react';
import { useT } from '../../../i18n/i18n-provider';

/**
 * 'Restart NGINX Apps', marked as work in progress (host-area 2): it does nothing yet. It stays focusable
 * (aria-disabled rather than disabled) so keyboard and screen reader users reach it and hear why it does nothing.
 */
export function RestartAppsCard() {
  const { t } = useT('software');
  const headingId = useId();
  const badgeId = useId();
  const explanationId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{t('restart.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" aria-disabled="true" aria-describedby={`${badgeId} ${explanationId}`}>
            <RotateCw aria-hidden />
            {t('restart.action')}
          </Button>
          <Badge id={badgeId} variant="warning">
            {t('restart.wip')}
          </Badge>
        </div>
        <p id={explanationId} className="max-w-prose text-sm text-muted-foreground">
          {t('restart.explanation', { feature: isolateLtr('restart') })}
        </p>
      </CardContent>
    </Card>
  );
}
