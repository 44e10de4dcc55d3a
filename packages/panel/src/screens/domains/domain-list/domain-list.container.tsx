import { usePanel } from '../../../data/panel-provider';
import { useDomainList } from '../../../data/domains/queries';
import { canOrderDomains } from '../../../rules/permissions-roles';
import { combineQueries } from '../../common/screen-state/combine-queries';
import { DomainListScreen } from './domain-list';

export interface DomainListScreenContainerProps {
  /** The route's translated title, the page's h1. */
  title: string;
}

/** The domain list wired to the team's domains; the viewer's role decides New order and Transfer domain. */
export function DomainListScreenContainer({ title }: DomainListScreenContainerProps) {
  const { session, Link } = usePanel();
  const domains = useDomainList({ teamId: session.teamId });
  const state = combineQueries({ domains }, (data) => data.domains.length === 0);
  return (
    <DomainListScreen
      title={title}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      domains={domains.data}
      teamBase={session.teamBase}
      canOrder={canOrderDomains(session.role)}
      linkComponent={Link}
    />
  );
}
