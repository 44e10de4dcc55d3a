import { useState, type ComponentType, type ReactNode } from 'react';
import { GitBranch, KeyRound, Rocket, type LucideIcon } from 'lucide-react';
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@hostdeck/ui';
import type { Currency } from '../../../../api/schemas/session';
import { AnchorLink, type PanelLinkProps } from '../../../common/link/panel-link';
import { useT } from '../../../../i18n/i18n-provider';
import { isBanned } from '../../../../rules/permissions-plan';
import { GithubLinkDialog, type GithubLinkState } from './github-link-dialog';
import { InviteCodeForm } from './invite-gate-code-form';
import { PlansDialog, type PlanSummaryRow } from './plans-dialog';

export interface InviteGateScreenProps {
  /** The team's plan level; the gate is meant for -1 (locked: three ways to unlock) and -2 (banned: the hint only). */
  planLevel: number;
  /**
   * Grants the trimmed code (1 to 14 characters), once however often it is submitted. A rejection (an ApiError)
   * shows the server's reason under the code field, which keeps the code.
   */
  onRedeemCode: (code: string) => unknown;
  /** Links a GitHub account (the add-github call), from the dialog 'Link GitHub account' opens. */
  onLinkGithub: () => void;
  /** Where linking stands, shown in that dialog; not tried yet by default. */
  githubLink?: GithubLinkState;
  /** The plans 'See the plans' compares (levels 0 to 2 in the team's currency); undefined while they load. */
  plans?: readonly PlanSummaryRow[];
  /** The team's currency, for the plans' prices. */
  currency?: Pick<Currency, 'value' | 'intl_precision'>;
  /** The upgrade page, {teamBase}/upgrade, linked from the plans dialog. */
  upgradeHref: string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
}

/**
 * Wizard step 0: a locked plan unlocks with an invite code, a trusted GitHub account (linked in a dialog) or an upgrade
 * (the plans summary in a dialog, with the way to the upgrade page); banned shows why not.
 */
export function InviteGateScreen(props: InviteGateScreenProps) {
  const { t } = useT('invite-gate');
  const common = useT('common');
  if (isBanned(props.planLevel)) {
    return (
      <section aria-labelledby="invite-gate-title" className="grid gap-4">
        <h2 id="invite-gate-title" className="text-xl font-semibold">
          {t('bannedTitle')}
        </h2>
        <Alert variant="error">{common.t('access.banned')}</Alert>
      </section>
    );
  }
  return <LockedGate {...props} />;
}

const NOT_LINKED: GithubLinkState = { status: 'idle' };

function LockedGate({ onRedeemCode, onLinkGithub, githubLink = NOT_LINKED, plans, currency, upgradeHref, linkComponent: Link = AnchorLink }: InviteGateScreenProps) {
  const { t } = useT('invite-gate');
  const [openDialog, setOpenDialog] = useState<'github' | 'plans' | null>(null);
  const dialogChange = (dialog: 'github' | 'plans') => (open: boolean) => setOpenDialog(open ? dialog : null);
  return (
    <section aria-labelledby="invite-gate-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="invite-gate-title" className="text-xl font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('lockedIntro')}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <UnlockOption icon={KeyRound} title={t('inviteTitle')} text={t('inviteText')}>
          <InviteCodeForm onRedeemCode={onRedeemCode} />
        </UnlockOption>
        <UnlockOption icon={GitBranch} title={t('githubTitle')} text={t('githubText')}>
          <Button variant="outline" onClick={() => setOpenDialog('github')}>
            {t('githubAction')}
          </Button>
        </UnlockOption>
        <UnlockOption icon={Rocket} title={t('upgradeTitle')} text={t('upgradeText')}>
          <Button variant="outline" onClick={() => setOpenDialog('plans')}>
            {t('upgradeAction')}
          </Button>
        </UnlockOption>
      </div>
      <GithubLinkDialog open={openDialog === 'github'} onOpenChange={dialogChange('github')} state={githubLink} onLink={onLinkGithub} />
      <PlansDialog
        open={openDialog === 'plans'}
        onOpenChange={dialogChange('plans')}
        plans={plans}
        currency={currency}
        upgradeHref={upgradeHref}
        linkComponent={Link}
      />
    </section>
  );
}

interface UnlockOptionProps {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The option's action. */
  children: ReactNode;
}

/** One of the three ways to unlock the plan: a card with its icon, name, explanation and action. */
function UnlockOption({ icon: Icon, title, text, children }: UnlockOptionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2">
          <Icon aria-hidden className="size-5" />
          {title}
        </CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">{children}</CardContent>
    </Card>
  );
}
