import { Alert, AlertDescription, AlertTitle, Button, Card, CardContent, CardHeader, CardTitle, Link } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';

export interface ReadyHintProps {
  domain: string;
  /** Back to the deployment history. */
  onShowHistory: () => void;
}

/** The view after the first deployment of a new host: the website-ready banner and what to do next. */
export function ReadyHint({ domain, onShowHistory }: ReadyHintProps) {
  const { t } = useT('runner');
  const url = `https://${domain}`;
  return (
    <div data-slot="ready-hint" className="grid gap-4">
      <Alert variant="success" action={<Button variant="outline" size="sm" onClick={onShowHistory}>{t('ready.showLog')}</Button>}>
        <AlertTitle>{t('ready.title')}</AlertTitle>
        <AlertDescription>{t('ready.text', { domain })}</AlertDescription>
      </Alert>
      <Card>
        <CardHeader>
          <CardTitle>{t('ready.nextTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <Link href={url} isExternal className="inline-flex w-fit items-center gap-1 font-medium">
            {t('ready.open', { domain })}
          </Link>
          <p className="text-muted-foreground">{t('ready.dnsHint')}</p>
        </CardContent>
      </Card>
    </div>
  );
}
