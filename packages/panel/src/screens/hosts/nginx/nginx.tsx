import { Alert, PageHeader, Skeleton, isolateLtr } from '@hostdeck/ui';
import type { NginxConfig, NginxPage } from '../../../api/schemas/nginx';
import { useT } from '../../../i18n/i18n-provider';
import { ScreenState } from '../../common/screen-state/screen-state';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { NginxEditorPanel, type NginxTab } from './nginx-editor-panel';
import type { NginxSaveOutcome } from './nginx-save-bar';
import { NginxSitePicker } from './nginx-site-picker';

export type { NginxSaveOutcome } from './nginx-save-bar';
export type { NginxTab } from './nginx-editor-panel';

export interface NginxScreenProps {
  /** The page title (from the route table), the h1. */
  title: string;
  /** The host's own domain. */
  hostDomain: string;
  /** The subdomain label of the site shown ('' for the host's own site). */
  subdomain: string;
  /** The domain of the site shown, for the missing-site message. */
  siteDomain: string;
  onSubdomainChange: (subdomain: string) => void;
  /** Where the site's read stands; 'error' is a failed fetch (a missing site is `isMissing`). */
  status: ScreenStatus;
  onRetry: () => void;
  isRetrying?: boolean;
  /** The server has no configuration for the site (it answered 404). */
  isMissing: boolean;
  /** The read-back: the config object, the raw file and the site's protected values. */
  page: NginxPage | undefined;
  /** A client: the configuration shows, nothing can be changed. */
  isReadOnly: boolean;
  /** Saves the config object or the raw text; resolves with the agent's answer or the error to show. */
  onSave: (body: NginxConfig | string) => Promise<NginxSaveOutcome>;
  /** The tab that opens first (default the interactive editor). */
  initialTab?: NginxTab;
}

function NginxSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden>
      <Skeleton className="h-10 w-80 max-w-full" />
      <Skeleton className="h-72" />
    </div>
  );
}

/** The nginx page (host-area 2 Nginx; backend-formats 1.8): a site's configuration in three tabs, and its save. */
export function NginxScreen({ title, hostDomain, subdomain, siteDomain, onSubdomainChange, status, onRetry, isRetrying, isMissing, page, isReadOnly, onSave, initialTab }: NginxScreenProps) {
  const { t } = useT('nginx');
  return (
    <section className="grid min-w-0 gap-6" aria-busy={status === 'loading' && !isMissing}>
      <PageHeader title={title} />
      <NginxSitePicker key={subdomain} hostDomain={hostDomain} subdomain={subdomain} onSubdomainChange={onSubdomainChange} />
      {isMissing ? (
        <Alert variant="error">{t('missing', { domain: isolateLtr(siteDomain) })}</Alert>
      ) : (
        <ScreenState status={status} onRetry={onRetry} isRetrying={isRetrying} skeleton={<NginxSkeleton />} errorMessage={t('fetchError')}>
          {page && <NginxEditorPanel key={siteDomain} page={page} isReadOnly={isReadOnly} onSave={onSave} initialTab={initialTab} />}
        </ScreenState>
      )}
    </section>
  );
}
