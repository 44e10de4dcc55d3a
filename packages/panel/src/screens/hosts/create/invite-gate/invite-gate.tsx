import type { ComponentType, ReactNode } from 'react';
import { GitBranch, KeyRound, Rocket, type LucideIcon } from 'lucide-react';
import { Alert, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@hostdeck/ui';
import { AnchorLink, type PanelLinkProps } from '../../../common/link/panel-link';
import { useT } from '../../../../i18n/i18n-provider';
import { isBanned } from '../../../../rules/permissions-plan';
import { InviteCodeForm } from './invite-gate-code-form';

export interface InviteGateScreenProps {
  /** The team's plan level; the gate is meant for -1 (locked: three ways to unlock) and -2 (banned: the hint only). */
  planLevel: number;
  /**
   * Grants the trimmed code (1 to 14 characters), once however often it is submitted. A rejection (an ApiError)
   * shows the server's reason under the code field, which keeps the code.
   */
  onRedeemCode: (code: string) => unknown;
  /** Called to link a GitHub account (the add-github call, which answers a redirect). */
  onLinkGithub: () => void;
  /** The link call is running. */
  isLinking?: boolean;
  /** The link call's error text. */
  linkError?: string;
  /** The upgrade page, {teamBase}/upgrade. */
  upgradeHref: string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
}

/** Wizard step 0: a locked plan unlocks with an invite code, a trusted GitHub account or an upgrade; banned shows why not. */
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

function LockedGate({ onRedeemCode, onLinkGithub, isLinking = false, linkError, upgradeHref, linkComponent: Link = AnchorLink }: InviteGateScreenProps) {
  const { t } = useT('invite-gate');
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
          {linkError ? <Alert variant="error">{t('githubFailed', { message: linkError })}</Alert> : null}
          <Button variant="outline" isLoading={isLinking} onClick={onLinkGithub}>
            {t('githubAction')}
          </Button>
        </UnlockOption>
        <UnlockOption icon={Rocket} title={t('upgradeTitle')} text={t('upgradeText')}>
          <Button asChild variant="outline">
            <Link to={upgradeHref}>{t('upgradeAction')}</Link>
          </Button>
        </UnlockOption>
      </div>
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
