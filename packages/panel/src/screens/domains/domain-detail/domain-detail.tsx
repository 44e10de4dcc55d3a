import { Alert, AlertTitle, Badge, Card, CardContent, DescriptionDetails, DescriptionItem, DescriptionList, DescriptionTerm, PageHeader } from '@hostdeck/ui';
import type { Domain } from '../../../api/schemas/domains';
import { useT } from '../../../i18n/i18n-provider';
import type { DomainDetailActions } from '../../../rules/domain-page-gate';
import { showsDomainMetadata, showsVerificationPanel } from '../../../rules/domain-status';
import { formatDate } from '../../../rules/format';
import { DOMAIN_STATUS_BADGES } from '../domain-frame/domain-status-badges';
import { DomainActions } from './domain-actions';
import { DomainMetadataCard } from './domain-metadata-card';
import { DomainVerificationPanel } from './domain-verification-panel';

/** The registrar's answer to a completed action, which comes back as `?msg=` (account-area 2). */
const DOMAIN_SUCCESS_MESSAGE = 'Command Complete Successfully';

export interface DomainDetailScreenProps {
  /** The page's title (from the route table), for its h1. */
  title: string;
  domain: Domain;
  /** The `msg` query parameter; the success notice shows when it is the registrar's success answer. */
  message?: string;
  /** Today, for the 15-day verification deadline; the current time by default. */
  now?: Date;
  /** Starts the payment of a pending domain; resolves once on the way to the payment page. */
  onPay: () => Promise<void>;
  /** Deletes a pending or removed domain; rejects (the dialog stays) on failure. */
  onDelete: () => Promise<void>;
  /** Sends the verification email again (action resendraa); rejects (the dialog stays) on failure. */
  onResendVerification: () => Promise<void>;
  /** What the user's role may do here (rules/domain-page-gate); the domain's status narrows it further. */
  actions: DomainDetailActions;
}

/**
 * A domain's details page (account-area 2, 4): the success notice after an action, the verification panel while the
 * registrant email awaits verification, the domain with its status and expiry, what its status offers, and the
 * registry's data (hidden while pending). Actions the role may not take are not offered.
 */
export function DomainDetailScreen({ title, domain, message, now = new Date(), onPay, onDelete, onResendVerification, actions }: DomainDetailScreenProps) {
  const { t, i18n } = useT('domain-detail');
  const { t: tFrame } = useT('domain-frame');
  const metadata = domain.metadata;
  return (
    <section className="grid min-w-0 gap-6">
      <PageHeader title={title} />
      {message === DOMAIN_SUCCESS_MESSAGE && (
        <Alert variant="success">
          <AlertTitle>{t('success')}</AlertTitle>
        </Alert>
      )}
      {metadata && showsVerificationPanel(metadata) && <DomainVerificationPanel metadata={metadata} now={now} onResend={actions.canResendVerification ? onResendVerification : undefined} />}
      <Card>
        <CardContent className="grid gap-5">
          <DescriptionList variant="grid">
            <DescriptionItem>
              <DescriptionTerm>{t('summary.domain')}</DescriptionTerm>
              <DescriptionDetails>
                <bdi dir="ltr" className="break-all">
                  {domain.name}
                </bdi>
              </DescriptionDetails>
            </DescriptionItem>
            <DescriptionItem>
              <DescriptionTerm>{t('summary.status')}</DescriptionTerm>
              <DescriptionDetails>
                <Badge variant={DOMAIN_STATUS_BADGES[domain.status]}>{tFrame(`status.${domain.status}`)}</Badge>
              </DescriptionDetails>
            </DescriptionItem>
            <DescriptionItem>
              <DescriptionTerm>{t('summary.expiry')}</DescriptionTerm>
              <DescriptionDetails>{formatDate(domain.expiry_at?.date, i18n.language, { timeZone: 'UTC' }) ?? t('summary.noExpiry')}</DescriptionDetails>
            </DescriptionItem>
          </DescriptionList>
          <DomainActions domain={domain} actions={actions} onPay={onPay} onDelete={onDelete} />
        </CardContent>
      </Card>
      {domain.status === 'pending' && <p className="text-sm text-muted-foreground">{t('pendingNote')}</p>}
      {showsDomainMetadata(domain.status) && (metadata ? <DomainMetadataCard metadata={metadata} /> : <p className="text-sm text-muted-foreground">{t('metadata.missing')}</p>)}
    </section>
  );
}
