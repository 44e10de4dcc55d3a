import { useCallback } from 'react';
import { isolateLtr, toast } from '@hostdeck/ui';
import { useUpdateDomainLocks, useUpdateDomainNameServers } from '../../../data/domains/mutations';
import { useDomain } from '../../../data/domains/queries';
import { usePanel } from '../../../data/panel-provider';
import { useInitData } from '../../../data/session/queries';
import { useT } from '../../../i18n/i18n-provider';
import { domainPageGate } from '../../../rules/domain-page-gate';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { DomainFrameValue } from '../domain-frame/domain-frame-value';
import { DomainDnsScreen } from './domain-dns';
import type { DomainLocks } from './domain-locks-form';

export interface DomainDnsScreenContainerProps {
  /** The domain page frame's value: the team, the domain it loaded and the page's title. */
  frame: DomainFrameValue;
}

/**
 * The DNS tab wired to the name server and lock writes, with initdata's name servers as the platform's defaults. The
 * page reads the domain's detail the frame loaded (the same query), so a save shows the registry's new data. A client
 * sees the page read-only (the server refuses a client's domain changes).
 */
export function DomainDnsScreenContainer({ frame }: DomainDnsScreenContainerProps) {
  const { teamId, domainId } = frame;
  const { t } = useT('domain-dns');
  const { session } = usePanel();
  const isReadOnly = domainPageGate('dns', session.role) === 'read-only';
  const detail = useDomain({ domainId });
  // The platform's name servers serve the form only, which a read-only role does not get.
  const initData = useInitData({ enabled: !isReadOnly });
  const state = combineQueries({ initData });
  const { mutateAsync: updateNameServers } = useUpdateDomainNameServers();
  const { mutateAsync: updateLocks } = useUpdateDomainLocks();
  const domain = detail.data ?? frame.domain;
  const name = isolateLtr(domain.name);

  const onSaveNameServers = useCallback(
    async (ns: string[]) => {
      await updateNameServers({ teamId, domainId, ns });
      toast.success(t('ns.saved', { domain: name }));
    },
    [updateNameServers, teamId, domainId, t, name],
  );
  const onSaveLocks = useCallback(
    async (locks: DomainLocks) => {
      await updateLocks({ teamId, domainId, ...locks });
      toast.success(t('locks.saved', { domain: name }));
    },
    [updateLocks, teamId, domainId, t, name],
  );

  return (
    <DomainDnsScreen
      title={frame.title}
      domain={domain}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      defaultNameServers={initData.data?.config.nameservers}
      onSaveNameServers={onSaveNameServers}
      onSaveLocks={onSaveLocks}
      isReadOnly={isReadOnly}
    />
  );
}
