import type { ComponentType } from 'react';
import { Alert, AlertDescription, AlertTitle, linkVariants } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import type { TeamRole } from '../../../rules/permissions-roles';
import type { PanelLinkProps } from '../../common/link/panel-link';

export interface TeamSubAccountNoticeProps {
  teamName: string;
  /** The plan's alias; undefined when initdata does not list the plan. */
  planAlias: string | undefined;
  role: TeamRole;
  /** The viewer's main account (their own default team). */
  mainAccountHref: string;
  linkComponent: ComponentType<PanelLinkProps>;
}

/** What admins, members and clients see instead of the profile form: whose team this is and the way back. */
export function TeamSubAccountNotice({ teamName, planAlias, role, mainAccountHref, linkComponent: Link }: TeamSubAccountNoticeProps) {
  const { t } = useT('team-detail');
  const values = { team: teamName, role: t(`roles.${role}`) };
  return (
    <Alert variant="info" data-slot="sub-account-notice">
      <AlertTitle>{t('subAccount.title')}</AlertTitle>
      <AlertDescription className="grid justify-items-start gap-2">
        <p>{planAlias ? t('subAccount.text', { ...values, plan: planAlias }) : t('subAccount.textNoPlan', values)}</p>
        <Link to={mainAccountHref} className={linkVariants()}>
          {t('subAccount.back')}
        </Link>
      </AlertDescription>
    </Alert>
  );
}
