import { useId, type ComponentType } from 'react';
import { Card, CardContent, CardHeader, CardTitle, Link as TextLink, PageHeader, isolateLtr } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';

export interface EnvironmentScreenProps {
  /** The page's h1 (the host frame's title). */
  title: string;
  /** The website's NGINX page, where an app's environment keys are set. */
  nginxHref: string;
  /** The website's Deploy page, where a deploy script's `envs` are set. */
  deployHref: string;
  /** The app's link component (a router link); a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
}

/**
 * The environment page: a placeholder in the spec (host-area 2, the tab bar only), so it says what the environment
 * is and where it is set today: an app's environment keys on the NGINX page (passenger `env_var_list`,
 * backend-formats 1.2, 1.8) and a deploy script's `envs` (backend-formats 3.1, 3.4). It reads nothing.
 */
export function EnvironmentScreen({ title, nginxHref, deployHref, linkComponent: Link = AnchorLink }: EnvironmentScreenProps) {
  const { t } = useT('environment');
  const headingId = useId();
  return (
    <section className="grid min-w-0 gap-4">
      <PageHeader title={title} description={t('intro', { example: isolateLtr('NODE_ENV') })} />
      <Card role="region" aria-labelledby={headingId}>
        <CardHeader>
          <CardTitle id={headingId}>{t('where.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4">
            <li className="grid gap-1">
              <TextLink asChild className="justify-self-start">
                <Link to={nginxHref}>{t('where.nginx.link')}</Link>
              </TextLink>
              <p className="max-w-prose text-sm text-muted-foreground">{t('where.nginx.text', { format: isolateLtr('KEY=VALUE') })}</p>
            </li>
            <li className="grid gap-1">
              <TextLink asChild className="justify-self-start">
                <Link to={deployHref}>{t('where.deploy.link')}</Link>
              </TextLink>
              <p className="max-w-prose text-sm text-muted-foreground">{t('where.deploy.text', { key: isolateLtr('envs') })}</p>
            </li>
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
