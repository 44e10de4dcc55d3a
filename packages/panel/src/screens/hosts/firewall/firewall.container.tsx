import { useState } from 'react';
import { toast } from '@hostdeck/ui';
import type { FirewallState } from '../../../api/schemas/host-tools';
import { useSetFirewall } from '../../../data/host-tools/mutations';
import { useFirewallState } from '../../../data/host-tools/queries';
import { describeMutationError } from '../../../data/mutation-errors';
import { usePanel } from '../../../data/panel-provider';
import { useT } from '../../../i18n/i18n-provider';
import { loadServerMessageText } from '../../../i18n/server-messages';
import { teamPagePath } from '../../../rules/paths';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { FirewallScreen } from './firewall';

export interface FirewallScreenContainerProps {
  /** The host page frame's value: the host, its team, the gate (a client only reads) and the page title. */
  frame: HostFrameValue;
}

/**
 * The firewall page wired to its state and the `firewall on|off` post. The session's plan level disables the toggle
 * on the free plan; a refusal the server sends anyway (a plan changed meanwhile) is said on the page, in the user's
 * language, and the state is not refetched, so it stays as it was.
 */
export function FirewallScreenContainer({ frame }: FirewallScreenContainerProps) {
  const { teamId, hostId, host } = frame;
  const { session, Link } = usePanel();
  const { t } = useT('firewall');
  const common = useT('common');
  const firewall = useFirewallState({ teamId, hostId });
  const setFirewall = useSetFirewall();
  const state = combineQueries({ firewall });
  const [refusal, setRefusal] = useState<string>();

  const refusalOf = async (error: unknown): Promise<string> => {
    const text = describeMutationError(error);
    const heading = text ? (text.values ? common.t(text.key, text.values) : common.t(text.key)) : common.t('errors.network');
    if (!text?.detail) return heading;
    const describe = await loadServerMessageText(common.i18n);
    return describe(text.detail);
  };

  const onSetFirewall = async (next: FirewallState) => {
    setRefusal(undefined);
    try {
      await setFirewall.mutateAsync({ teamId, hostId, state: next });
    } catch (error) {
      setRefusal(await refusalOf(error));
      throw error;
    }
    toast.success(next === 'on' ? t('done.on') : t('done.off'));
  };

  return (
    <FirewallScreen
      title={frame.title}
      domain={host.domain}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      firewall={firewall.data}
      planLevel={session.planLevel}
      isReadOnly={frame.gate === 'read-only'}
      upgradeHref={teamPagePath(session.teamBase, 'upgrade')}
      linkComponent={Link}
      onSetFirewall={onSetFirewall}
      refusal={refusal}
    />
  );
}
