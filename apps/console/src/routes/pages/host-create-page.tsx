import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CreateHostScreenContainer, OrderGateScreenContainer, hostPath, usePanel, type CreateHostScreenContainerProps } from '@hostdeck/panel';

type WizardLocation = NonNullable<CreateHostScreenContainerProps['location']>;
type WizardNavigate = NonNullable<CreateHostScreenContainerProps['onNavigate']>;

/** The wizard's place as query parameters: ?step=&template=&script=&from= (a typed script stays out of the address). */
const WIZARD_PARAMS = ['step', 'template', 'script', 'from'] as const satisfies readonly (keyof WizardLocation)[];

/**
 * The ordering wizard, behind the order gate (a member, a banned plan or a plan at its website limit is told why
 * before the first step). Its step and chosen template live in the query string, so Back, Forward and a reload keep them:
 * a step change pushes a history entry, a correction replaces it. `?from=` names a template to start from, and a new
 * host opens on its Runner page.
 */
export function HostCreatePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { session, navigate } = usePanel();
  const location: WizardLocation = Object.fromEntries(WIZARD_PARAMS.map((name) => [name, searchParams.get(name)]));
  const handleNavigate = useCallback<WizardNavigate>(
    (next, { replace }) => {
      const params = new URLSearchParams();
      for (const name of WIZARD_PARAMS) {
        const value = next[name];
        if (value) params.set(name, value);
      }
      setSearchParams(params, { replace });
    },
    [setSearchParams],
  );
  return (
    <OrderGateScreenContainer>
      <CreateHostScreenContainer
        location={location}
        onNavigate={handleNavigate}
        onCreated={(hostId) => navigate(hostPath(session.teamBase, 'runner', hostId))}
      />
    </OrderGateScreenContainer>
  );
}
