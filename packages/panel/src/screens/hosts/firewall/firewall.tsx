import { useId, useState, type ComponentType } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle, Button, Card, CardContent, ConfirmDialog, Link as LinkStyle, PageHeader, Skeleton, isolateLtr } from '@hostdeck/ui';
import type { FirewallState } from '../../../api/schemas/host-tools';
import { useT } from '../../../i18n/i18n-provider';
import { canToggleFirewall } from '../../../rules/permissions-plan';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';

export interface FirewallScreenProps {
  /** The page's h1 (the host frame's title). */
  title: string;
  /** The host's domain: named in the description and the confirmation. */
  domain: string;
  /** Where the firewall's state stands (see combineQueries). */
  status: ScreenStatus;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** On or off; undefined until it has loaded. */
  firewall: FirewallState | undefined;
  /** The team's plan level: at the free level (0) the firewall is forced on and its toggle is disabled. */
  planLevel: number;
  /** A client's view: the state only, no toggle. */
  isReadOnly?: boolean;
  /** The team's upgrade page ({teamBase}/upgrade), the way to a plan that may turn the firewall off. */
  upgradeHref: string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
  /** Switches the firewall; resolves once the page shows the new state, rejects when the server refused. */
  onSetFirewall: (firewall: FirewallState) => Promise<unknown>;
  /** Why the server refused the last switch, in the user's words; the state shown stays the one it was. */
  refusal?: string;
}

function FirewallSkeleton() {
  return (
    <div className="grid gap-3 rounded-lg border p-6" aria-hidden>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-9 w-40" />
    </div>
  );
}

interface FreePlanNoteProps {
  id: string;
  upgradeHref: string;
  linkComponent: ComponentType<PanelLinkProps>;
}

/** host-area 6: why the toggle is disabled at the free level, and where to go instead. */
function FreePlanNote({ id, upgradeHref, linkComponent: Link }: FreePlanNoteProps) {
  const { t } = useT('firewall');
  return (
    <Alert variant="info" id={id}>
      <AlertTitle>{t('freePlan.title')}</AlertTitle>
      <AlertDescription>
        {t('freePlan.text')}{' '}
        <LinkStyle asChild>
          <Link to={upgradeHref}>{t('freePlan.upgrade')}</Link>
        </LinkStyle>
      </AlertDescription>
    </Alert>
  );
}

/**
 * The host's firewall (host-area 2, 4, 6; backend-formats 5.5): whether it is on, what that means for the website's
 * outgoing connections, and the toggle. Turning it off asks first; at the free level the toggle is disabled and the
 * page says a paid plan is needed, with the upgrade link. A refused switch leaves the state as it was and says why.
 */
export function FirewallScreen(props: FirewallScreenProps) {
  const { title, domain, status, onRetry, isRetrying, firewall, planLevel, isReadOnly = false, upgradeHref, linkComponent = AnchorLink, onSetFirewall, refusal } = props;
  const { t } = useT('firewall');
  const noteId = useId();
  const [isConfirmingOff, setIsConfirmingOff] = useState(false);
  const [isSwitching, setIsSwitching] = useState(false);
  const shown: ScreenStatus = status === 'content' && !firewall ? 'loading' : status;
  const canToggle = canToggleFirewall(planLevel);
  const isOn = firewall === 'on';

  // A refusal is shown on the page (refusal), so the switch itself swallows it: the dialog closes either way.
  const switchTo = async (next: FirewallState) => {
    setIsSwitching(true);
    try {
      await onSetFirewall(next);
    } catch {
      // Nothing more: the page shows the server's words and the state it still has.
    } finally {
      setIsSwitching(false);
    }
  };

  return (
    <section aria-busy={shown === 'loading'} className="grid min-w-0 gap-6">
      <PageHeader title={title} description={t('description', { domain: isolateLtr(domain) })} />
      <ScreenState status={shown} skeleton={<FirewallSkeleton />} onRetry={onRetry} isRetrying={isRetrying}>
        {firewall && (
          <div className="grid gap-4">
            {refusal !== undefined && (
              <Alert variant="error">
                <AlertTitle>{t('refused')}</AlertTitle>
                <AlertDescription>{refusal}</AlertDescription>
              </Alert>
            )}
            <Card>
              <CardContent className="flex flex-wrap items-start gap-4">
                {isOn ? <ShieldCheck aria-hidden className="size-8 shrink-0 text-success" /> : <ShieldOff aria-hidden className="size-8 shrink-0 text-muted-foreground" />}
                <div className="grid min-w-0 flex-[1_1_16rem] gap-1" role="status" data-slot="firewall-state" data-state={firewall}>
                  <h2 className="text-lg font-semibold">{isOn ? t('state.on') : t('state.off')}</h2>
                  <p className="max-w-prose text-sm text-muted-foreground">{isOn ? t('explain.on') : t('explain.off')}</p>
                </div>
                {!isReadOnly && (
                  <Button
                    variant={isOn ? 'outline' : 'primary'}
                    disabled={!canToggle}
                    aria-describedby={canToggle ? undefined : noteId}
                    isLoading={isSwitching}
                    onClick={() => (isOn ? setIsConfirmingOff(true) : void switchTo('on'))}
                  >
                    {isOn ? t('turnOff') : t('turnOn')}
                  </Button>
                )}
              </CardContent>
            </Card>
            {isReadOnly ? (
              <p className="text-sm text-muted-foreground">{t('readOnly')}</p>
            ) : (
              !canToggle && <FreePlanNote id={noteId} upgradeHref={upgradeHref} linkComponent={linkComponent} />
            )}
          </div>
        )}
      </ScreenState>
      <ConfirmDialog
        open={isConfirmingOff}
        onOpenChange={setIsConfirmingOff}
        variant="destructive"
        title={t('confirmOff.title', { domain: isolateLtr(domain) })}
        description={t('confirmOff.description')}
        confirmLabel={t('turnOff')}
        onConfirm={() => switchTo('off')}
      />
    </section>
  );
}
