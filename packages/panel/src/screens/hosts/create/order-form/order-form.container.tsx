import { useState } from 'react';
import { useCreateHost } from '../../../../data/deploy/mutations';
import { useHostList } from '../../../../data/hosts/queries';
import { usePanel } from '../../../../data/panel-provider';
import { useInitData, useSessionTeam } from '../../../../data/session/queries';
import { generateHostName, generatePassword } from '../../../../rules/generators';
import type { OrderDomainEntry, OrderFormContext, OrderSubmission } from '../../../../rules/order-form';
import { combineQueries, ScreenState } from '../../../common/screen-state';
import { OrderFormScreen } from './order-form';
import { OrderFormSkeleton } from './order-form-skeleton';
import { initialOrderValues } from './order-form-values';
import { useOrderDomainCheck } from './use-order-domain-check';

export interface OrderFormScreenContainerProps {
  /** The deploy script (YAML text) chosen in the earlier wizard steps; '' for none. */
  template: string;
  /** Called with the new host's id once it is created (the wizard then opens its Runner page). */
  onCreated: (hostId: number) => void;
}

/** The order form wired to initdata's servers, the team's domains, the domain check and the create-host call. */
export function OrderFormScreenContainer({ template, onCreated }: OrderFormScreenContainerProps) {
  const { session } = usePanel();
  const init = useInitData();
  const hosts = useHostList({ teamId: session.teamId });
  const team = useSessionTeam();
  const state = combineQueries({ init, hosts, team });
  return (
    <ScreenState status={state.status} onRetry={state.retry} isRetrying={state.isRetrying} skeleton={<OrderFormSkeleton />}>
      {state.data && (
        <OrderFormLoaded
          context={{
            servers: state.data.init.servers,
            // Removed hosts no longer hold their domain, so they are no parents.
            domains: state.data.hosts.filter((host) => host.status !== 'removed').map(({ domain, server_id }): OrderDomainEntry => ({ domain, server_id })),
            planLevel: session.planLevel,
            features: session.features,
          }}
          defaultServerId={state.data.team.default_server}
          template={template}
          onCreated={onCreated}
        />
      )}
    </ScreenState>
  );
}

interface OrderFormLoadedProps extends OrderFormScreenContainerProps {
  context: OrderFormContext;
  defaultServerId?: number | null;
}

function OrderFormLoaded({ context, defaultServerId, template, onCreated }: OrderFormLoadedProps) {
  const { session } = usePanel();
  const [initialValues] = useState(() => initialOrderValues(context, { defaultServerId, name: generateHostName(), password: generatePassword() }));
  const [values, setValues] = useState(initialValues);
  const domainCheck = useOrderDomainCheck(values, context);
  const createHost = useCreateHost();

  // The form sends once however often it is clicked; a rejection keeps its fields and shows the server's messages.
  const handleSubmit = async (order: OrderSubmission) => {
    const result = await createHost.mutateAsync({ ...order, teamId: session.teamId, template });
    onCreated(result.id);
  };

  return (
    <OrderFormScreen
      {...context}
      defaultValues={initialValues}
      onValuesChange={setValues}
      domainCheck={domainCheck.check}
      onRecheckDomain={domainCheck.recheck}
      onSubmit={handleSubmit}
    />
  );
}
