import { useState } from 'react';
import { ErrorState, Skeleton } from '@hostdeck/ui';
import { useCreateHost } from '../../../../data/deploy/mutations';
import { useHostList } from '../../../../data/hosts/queries';
import { usePanel } from '../../../../data/panel-provider';
import { useInitData, useSessionTeam } from '../../../../data/session/queries';
import { useT } from '../../../../i18n/i18n-provider';
import { generateHostName, generatePassword } from '../../../../rules/generators';
import type { OrderDomainEntry, OrderFormContext, OrderSubmission } from '../../../../rules/order-form';
import { OrderForm } from './order-form';
import { initialOrderValues } from './order-form-values';
import { useOrderDomainCheck } from './use-order-domain-check';

export interface OrderFormContainerProps {
  /** The deploy script (YAML text) chosen in the earlier wizard steps; '' for none. */
  template: string;
  /** Called with the new host's id once it is created (the wizard then opens its Runner page). */
  onCreated: (hostId: number) => void;
}

/** The order form wired to initdata's servers, the team's domains, the domain check and the create-host call. */
export function OrderFormContainer({ template, onCreated }: OrderFormContainerProps) {
  const { session } = usePanel();
  const { ready } = useT('order');
  const init = useInitData();
  const hosts = useHostList({ teamId: session.teamId });
  const team = useSessionTeam();

  if (!ready || init.isPending || hosts.isPending || team.isPending) return <Skeleton data-testid="order-form-loading" className="h-96 max-w-2xl" />;
  if (init.isError || hosts.isError) {
    return (
      <ErrorState
        onRetry={() => {
          if (init.isError) void init.refetch();
          if (hosts.isError) void hosts.refetch();
        }}
      />
    );
  }
  // Removed hosts no longer hold their domain, so they are no parents.
  const domains: OrderDomainEntry[] = hosts.data.filter((host) => host.status !== 'removed').map(({ domain, server_id }) => ({ domain, server_id }));
  const context: OrderFormContext = { servers: init.data.servers, domains, planLevel: session.planLevel, features: session.features };
  return <OrderFormLoaded context={context} defaultServerId={team.data?.default_server} template={template} onCreated={onCreated} />;
}

interface OrderFormLoadedProps extends OrderFormContainerProps {
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
    <OrderForm
      {...context}
      defaultValues={initialValues}
      onValuesChange={setValues}
      domainCheck={domainCheck.check}
      onRecheckDomain={domainCheck.recheck}
      onSubmit={handleSubmit}
    />
  );
}
