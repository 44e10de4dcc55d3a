import { useState } from 'react';
import { Button, ConfirmDialog, isolateLtr } from '@hostdeck/ui';
import type { Domain } from '../../../api/schemas/domains';
import { useT } from '../../../i18n/i18n-provider';
import type { DomainDetailActions } from '../../../rules/domain-page-gate';
import { canDeleteDomain, canOpenDomainWebsite, canPayDomain, showsTransferCode } from '../../../rules/domain-status';
import { DomainTransferCode } from './domain-transfer-code';

export interface DomainActionsProps {
  domain: Pick<Domain, 'name' | 'status' | 'metadata'>;
  /** What the user's role may do (rules/domain-page-gate). */
  actions: Pick<DomainDetailActions, 'canPay' | 'canDelete' | 'canSeeTransferCode'>;
  /** Starts the payment of a pending domain; resolves once on the way to the payment page. */
  onPay: () => Promise<void>;
  /** Deletes the domain; rejects (the dialog stays) on failure. */
  onDelete: () => Promise<void>;
}

/**
 * What the domain's status offers (account-area 4): pending pays or deletes, active opens the website, removed
 * deletes only, active and expired show the transfer code; each only to a role that may take it.
 */
export function DomainActions({ domain, actions, onPay, onDelete }: DomainActionsProps) {
  const { t } = useT('domain-detail');
  const [isPaying, setIsPaying] = useState(false);
  const [isAskingDelete, setIsAskingDelete] = useState(false);
  const { status } = domain;
  const pay = async () => {
    setIsPaying(true);
    try {
      await onPay();
    } catch {
      // The failure is told by the caller's toast; the button comes back for another try.
    } finally {
      setIsPaying(false);
    }
  };
  return (
    <section aria-label={t('actions.label')} className="grid min-w-0 gap-4">
      <div className="flex flex-wrap gap-2">
        {actions.canPay && canPayDomain(status) && (
          <Button isLoading={isPaying} onClick={() => void pay()}>
            {t('actions.pay')}
          </Button>
        )}
        {canOpenDomainWebsite(status) && (
          <Button asChild variant="outline">
            <a href={`https://${domain.name}`} target="_blank" rel="noopener noreferrer">
              {t('actions.open')}
              <span className="sr-only"> {t('actions.newTab')}</span>
            </a>
          </Button>
        )}
        {actions.canDelete && canDeleteDomain(status) && (
          <Button variant="destructive" onClick={() => setIsAskingDelete(true)}>
            {t('actions.delete')}
          </Button>
        )}
      </div>
      {actions.canSeeTransferCode && showsTransferCode(status) && <DomainTransferCode code={domain.metadata?.code} />}
      <ConfirmDialog
        open={isAskingDelete}
        onOpenChange={setIsAskingDelete}
        variant="destructive"
        title={t('delete.title', { name: isolateLtr(domain.name) })}
        description={status === 'pending' ? t('delete.pending') : t('delete.removed')}
        confirmLabel={t('delete.confirm')}
        onConfirm={onDelete}
      />
    </section>
  );
}
