import { Alert, AlertDescription, AlertTitle, PageHeader, Skeleton, isolateLtr } from '@hostdeck/ui';
import type { Domain } from '../../../api/schemas/domains';
import { useT } from '../../../i18n/i18n-provider';
import { canEditDomainDns } from '../../../rules/domain-status';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { DomainReadOnlyNotice } from '../domain-frame/domain-read-only-notice';
import { DomainDnsFacts } from './domain-dns-facts';
import { DomainLocksForm, type DomainLocks } from './domain-locks-form';
import { NameServersForm } from './name-servers-form';

export interface DomainDnsScreenProps {
  /** The page's h1 (the domain frame's title). */
  title: string;
  /** The domain with its registrar data: the name servers and the locks it holds now. */
  domain: Domain;
  /** The platform's defaults (initdata config.nameservers): loading, error (with retry) or content. */
  status: ScreenStatus;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The platform's own name servers, offered as "use ours". */
  defaultNameServers: readonly string[] | undefined;
  /** Saves the name servers (action updatens); rejects (edits kept) on failure. */
  onSaveNameServers: (ns: string[]) => Promise<unknown>;
  /** Saves the transfer and privacy locks (action update); rejects (switches kept) on failure. */
  onSaveLocks: (locks: DomainLocks) => Promise<unknown>;
  /** The role may not change the domain (a client, rules/domain-page-gate): the name servers and locks as text. */
  isReadOnly?: boolean;
}

/**
 * The DNS tab of a domain (account-area 2 and 7): its name servers, with the platform's as a one-click default, and
 * its transfer and privacy locks. Only an active domain's registrar data can change; any other says so instead. A role
 * that may not change the domain sees its name servers and locks as text, with a notice.
 */
export function DomainDnsScreen({ title, domain, status, onRetry, isRetrying, defaultNameServers, onSaveNameServers, onSaveLocks, isReadOnly = false }: DomainDnsScreenProps) {
  const { t } = useT('domain-dns');
  const name = isolateLtr(domain.name);
  const isEditable = canEditDomainDns(domain.status);
  const current = { transfer: domain.metadata?.locks?.transfer ?? false, privacy: domain.metadata?.locks?.privacy ?? false };
  const nameServers = domain.metadata?.ns ?? [];
  // A read-only role reads the registry's data whatever the status; a domain without any (pending) says why not.
  const showsFacts = isReadOnly && Boolean(domain.metadata);
  return (
    <section aria-busy={isEditable && !isReadOnly && status === 'loading'} className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader title={title} description={t('description', { domain: name })} />
      {isReadOnly && <DomainReadOnlyNotice />}
      {showsFacts ? (
        <DomainDnsFacts nameServers={nameServers} locks={current} />
      ) : !isEditable ? (
        <Alert variant="warning">
          <AlertTitle>{t('notActive.title')}</AlertTitle>
          <AlertDescription>{t('notActive.text', { domain: name })}</AlertDescription>
        </Alert>
      ) : (
        !isReadOnly && (
          <ScreenState status={status} onRetry={onRetry} isRetrying={isRetrying} skeleton={<Skeleton className="h-64" />}>
            <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2 lg:items-start">
              <NameServersForm current={nameServers} defaults={defaultNameServers ?? []} onSave={onSaveNameServers} />
              <DomainLocksForm current={current} onSave={onSaveLocks} />
            </div>
          </ScreenState>
        )
      )}
    </section>
  );
}
