import { Alert, AlertDescription, AlertTitle, Button, Card, CardContent, CardHeader, CardTitle, DescriptionDetails, DescriptionItem, DescriptionList, DescriptionTerm, Link } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { CredentialValue } from './credential-value';

export interface ReadyHintProps {
  domain: string;
  /** The website's sign-in, as the host detail (and the Manage page) gives it. */
  username: string;
  /** Null when the server does not send it: the row is left out. */
  password: string | null;
  /** The IPv4 of the website's server: where a custom domain's A record points. */
  serverIp?: string;
  /** Back to the deployment history. */
  onShowHistory: () => void;
}

/**
 * The view after the first deployment of a new website: the website-ready banner, its link, how to sign in to it,
 * and the IP address a custom domain points at.
 */
export function ReadyHint({ domain, username, password, serverIp, onShowHistory }: ReadyHintProps) {
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
        <CardContent className="grid gap-4 text-sm">
          <Link href={url} isExternal className="inline-flex w-fit items-center gap-1 font-medium">
            {t('ready.open', { domain })}
          </Link>
          <DescriptionList>
            <DescriptionItem>
              <DescriptionTerm>{t('ready.address')}</DescriptionTerm>
              <DescriptionDetails>
                <CredentialValue value={url} copyLabel={t('ready.copyAddress')} />
              </DescriptionDetails>
            </DescriptionItem>
            <DescriptionItem>
              <DescriptionTerm>{t('ready.username')}</DescriptionTerm>
              <DescriptionDetails>
                <CredentialValue value={username} copyLabel={t('ready.copyUsername')} />
              </DescriptionDetails>
            </DescriptionItem>
            {password !== null && password !== '' && (
              <DescriptionItem>
                <DescriptionTerm>{t('ready.password')}</DescriptionTerm>
                <DescriptionDetails>
                  <CredentialValue value={password} copyLabel={t('ready.copyPassword')} isSecret />
                </DescriptionDetails>
              </DescriptionItem>
            )}
            {serverIp && (
              <DescriptionItem>
                <DescriptionTerm>{t('ready.dnsTarget')}</DescriptionTerm>
                <DescriptionDetails className="grid gap-1">
                  <CredentialValue value={serverIp} copyLabel={t('ready.copyIp')} />
                  <span className="text-muted-foreground">{t('ready.dnsHint', { ip: serverIp })}</span>
                </DescriptionDetails>
              </DescriptionItem>
            )}
          </DescriptionList>
        </CardContent>
      </Card>
    </div>
  );
}
