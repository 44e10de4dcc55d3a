import { useCallback, useRef, useState } from 'react';
import { useHostList } from '../../../../data/hosts/queries';
import { usePanel } from '../../../../data/panel-provider';
import { useInitData, useSessionTeam } from '../../../../data/session/queries';
import { generateHostName, generatePassword } from '../../../../rules/generators';
import type { OrderDomainEntry, OrderFormContext, OrderFormValues, OrderSubmission } from '../../../../rules/order-form';
import { combineQueries, ScreenState } from '../../../common/screen-state';
import { OrderFormScreen } from './order-form';
import { sessionTabStorage } from '../tab-storage';
import { clearOrderDraft, loadOrderDraft, saveOrderDraft } from './order-form-draft';
import { OrderFormSkeleton } from './order-form-skeleton';
import { initialOrderValues } from './order-form-values';
import { useCreateHostOrder } from './use-create-host-order';
import { useOrderDomainCheck } from './use-order-domain-check';

export interface OrderFormScreenContainerProps {
  /** The deploy script (YAML text) chosen in the earlier wizard steps; '' for none. */
  template: string;
  /** Called with the new host's id once it is created (the wizard then opens its Runner page). */
  onCreated: (hostId: number) => void;
  /**
   * Where the form keeps a draft of its fields (all but the password) in session storage as the user types, to
   * restore them when it opens again (Back, Forward, a reload); removed once the order succeeds. No draft without it.
   */
  draftStorageKey?: string;
}

/** The order form wired to initdata's servers, the team's domains, the domain check and the create-host call. */
export function OrderFormScreenContainer({ template, onCreated, draftStorageKey }: OrderFormScreenContainerProps) {
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
            // The team's websites that hold their domain: parents a new one can go under, and domains it cannot take.
            // Removed ones no longer hold theirs.
            domains: state.data.hosts.filter((host) => host.status !== 'removed').map(({ domain, server_id }): OrderDomainEntry => ({ domain, server_id })),
            planLevel: session.planLevel,
            features: session.features,
          }}
          defaultServerId={state.data.team.default_server}
          template={template}
          onCreated={onCreated}
          draftStorageKey={draftStorageKey}
        />
      )}
    </ScreenState>
  );
}

interface OrderFormLoadedProps extends OrderFormScreenContainerProps {
  context: OrderFormContext;
  defaultServerId?: number | null;
}

function OrderFormLoaded({ context, defaultServerId, template, onCreated, draftStorageKey }: OrderFormLoadedProps) {
  const { session } = usePanel();
  const [storage] = useState(sessionTabStorage);
  const [initialValues] = useState(() => initialOrderValues(context, { defaultServerId, name: generateHostName(), password: generatePassword() }));
  const [draft] = useState(() => (storage && draftStorageKey ? loadOrderDraft(storage, draftStorageKey, context) : undefined));
  const [values, setValues] = useState<OrderFormValues>(() => ({ ...initialValues, ...draft }));
  const isOrdered = useRef(false);
  const domainCheck = useOrderDomainCheck(values, context);
  const createHost = useCreateHostOrder();

  const handleValuesChange = useCallback(
    (next: OrderFormValues) => {
      setValues(next);
      if (storage && draftStorageKey && !isOrdered.current) saveOrderDraft(storage, draftStorageKey, next);
    },
    [storage, draftStorageKey],
  );

  // The form sends once however often it is clicked; a rejection keeps its fields and shows the server's messages.
  const handleSubmit = async (order: OrderSubmission) => {
    const result = await createHost.mutateAsync({ ...order, teamId: session.teamId, template });
    isOrdered.current = true;
    if (storage && draftStorageKey) clearOrderDraft(storage, draftStorageKey);
    onCreated(result.id);
  };

  return (
    <OrderFormScreen
      {...context}
      defaultValues={initialValues}
      restoredValues={draft}
      onValuesChange={handleValuesChange}
      domainCheck={domainCheck.check}
      onRecheckDomain={domainCheck.recheck}
      onSubmit={handleSubmit}
    />
  );
}
