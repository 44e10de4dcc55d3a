import { useState } from 'react';
import { isolateLtr, toast } from '@hostdeck/ui';
import { useChangeHostDomain } from '../../../data/hosts/mutations';
import { usePanel } from '../../../data/panel-provider';
import { useT } from '../../../i18n/i18n-provider';
import { hostPath } from '../../../rules/paths';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { HostCnameScreen } from './cname';
import { useDomainChangeCheck } from './use-domain-change-check';

export interface HostCnameScreenContainerProps {
  /** The host page frame's value: the host, its server, its team and the page title. */
  frame: HostFrameValue;
}

/** Change Domain wired to the order form's domain check and the change-domain call; then back to the detail page. */
export function HostCnameScreenContainer({ frame }: HostCnameScreenContainerProps) {
  const { t } = useT('host-settings');
  const { session, Link, navigate } = usePanel();
  const [domain, setDomain] = useState('');
  const domainCheck = useDomainChangeCheck(domain, frame);
  const { mutateAsync: changeDomain } = useChangeHostDomain();
  const detailHref = hostPath(session.teamBase, 'detail', frame.hostId);
  return (
    <HostCnameScreen
      title={frame.title}
      currentDomain={frame.host.domain}
      detailHref={detailHref}
      linkComponent={Link}
      onDomainChange={setDomain}
      domainCheck={domainCheck.check}
      onRecheckDomain={domainCheck.recheck}
      onSubmit={async (next) => {
        await changeDomain({ teamId: frame.teamId, hostId: frame.hostId, domain: next });
        toast.success(t('cname.done', { domain: isolateLtr(next) }));
        navigate(detailHref);
      }}
    />
  );
}
