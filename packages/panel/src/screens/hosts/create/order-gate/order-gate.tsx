import type { ComponentType, ReactNode } from 'react';
import { Ban, Gauge, UsersRound, type LucideIcon } from 'lucide-react';
import type { ParseKeys } from 'i18next';
import { Alert, Button, PageHeader } from '@hostdeck/ui';
import { useT } from '../../../../i18n/i18n-provider';
import type { OrderRefusal } from '../../../../rules/order-access';
import type { TeamRole } from '../../../../rules/permissions-roles';
import { AnchorLink, type PanelLinkProps } from '../../../common/link/panel-link';

export interface OrderGateScreenProps {
  /** Why the team cannot order (see orderAccess): a banned plan, a role that does not order, or the website limit. */
  refusal: OrderRefusal;
  /** The name of the team's plan, for the limit's explanation ('Kit'). */
  planAlias: string;
  /** The team's website list, {teamBase}/host/list. */
  hostListHref: string;
  /** The upgrade page, {teamBase}/upgrade: the way past the limit. */
  upgradeHref: string;
  /** The team's members page, {teamBase}/member: who can order. */
  membersHref: string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
}

/** What a member or client is told; owners and admins never see it. */
const ROLE_TEXT_KEYS = {
  owner: 'role.member',
  admin: 'role.member',
  member: 'role.member',
  client: 'role.client',
} as const satisfies Record<TeamRole, ParseKeys<'order-gate'>>;

/**
 * Stands before the ordering wizard when the team cannot order (host-area 2, 5 and 6): says why before the first step,
 * with the way forward, instead of letting the user fill in every step to be refused on submit.
 */
export function OrderGateScreen({ refusal, planAlias, hostListHref, upgradeHref, membersHref, linkComponent: Link = AnchorLink }: OrderGateScreenProps) {
  const { t } = useT('order-gate');
  const common = useT('common');
  const backToList = (
    <Button asChild variant={refusal.kind === 'limit' ? 'outline' : 'primary'}>
      <Link to={hostListHref}>{t('backToList')}</Link>
    </Button>
  );
  return (
    <section className="grid gap-6">
      <PageHeader title={t('title')} />
      {refusal.kind === 'banned' && (
        <GateReason icon={Ban} title={t('banned.title')} actions={backToList}>
          <Alert variant="error">{common.t('access.banned')}</Alert>
          <p>{t('banned.text')}</p>
        </GateReason>
      )}
      {refusal.kind === 'role' && (
        <GateReason
          icon={UsersRound}
          title={t('role.title')}
          actions={
            <>
              {backToList}
              <Button asChild variant="outline">
                <Link to={membersHref}>{t('role.members')}</Link>
              </Button>
            </>
          }
        >
          <p>{t(ROLE_TEXT_KEYS[refusal.role])}</p>
        </GateReason>
      )}
      {refusal.kind === 'limit' && (
        <GateReason
          icon={Gauge}
          title={t('limit.title')}
          actions={
            <>
              <Button asChild>
                <Link to={upgradeHref}>{t('limit.upgrade')}</Link>
              </Button>
              {backToList}
            </>
          }
        >
          <p>{t('limit.text', { count: refusal.limit, used: refusal.used, plan: planAlias })}</p>
          <p>{t('limit.hint')}</p>
        </GateReason>
      )}
    </section>
  );
}

interface GateReasonProps {
  icon: LucideIcon;
  title: string;
  /** The way forward: links out of the gate. */
  actions: ReactNode;
  /** The explanation. */
  children: ReactNode;
}

/** One reason with its explanation and the ways forward, in a card under the page's heading. */
function GateReason({ icon: Icon, title, actions, children }: GateReasonProps) {
  return (
    <section aria-labelledby="order-gate-reason" className="grid max-w-2xl gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-sm">
      <div className="flex items-center gap-3">
        <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Icon className="size-5" />
        </span>
        <h2 id="order-gate-reason" className="text-lg font-semibold">
          {title}
        </h2>
      </div>
      <div className="grid gap-3 text-sm">{children}</div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </section>
  );
}
