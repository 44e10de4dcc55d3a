import { useCallback } from 'react';
import { toast } from 'sonner';
import { isolateLtr } from '@hostdeck/ui';
import { currencyCodeSchema } from '../../../api/schemas/billing';
import { useDeleteDomain, usePayDomain, useResendDomainVerification } from '../../../data/domains/mutations';
import { usePanel } from '../../../data/panel-provider';
import { useSessionTeam } from '../../../data/session/queries';
import { useT } from '../../../i18n/i18n-provider';
import { domainDetailActions } from '../../../rules/domain-page-gate';
import { domainListPath } from '../../../rules/paths';
import { paymentTypeFor } from '../../../rules/payment-providers';
import { followRedirect } from '../../common/redirect/follow-redirect';
import type { DomainFrameValue } from '../domain-frame/domain-frame-value';
import { DomainDetailScreen } from './domain-detail';

export interface DomainDetailScreenContainerProps {
  /** What the domain page frame hands its page: the loaded domain, the team and the title. */
  frame: DomainFrameValue;
  /** The `msg` query parameter (the success notice shows for 'Command Complete Successfully'). */
  message?: string;
}

/**
 * The domain details page wired to its actions: pay follows the answer's redirect (the payment provider, or back
 * here with the success message), delete returns to the domain list, resend tells that the email is on its way. The
 * user's role decides which of them the page offers (rules/domain-page-gate).
 */
export function DomainDetailScreenContainer({ frame, message }: DomainDetailScreenContainerProps) {
  const { teamId, teamBase, domainId, domain, title } = frame;
  const { t } = useT('domain-detail');
  const { navigate, session } = usePanel();
  const team = useSessionTeam();
  const { mutateAsync: pay } = usePayDomain();
  const { mutateAsync: remove } = useDeleteDomain();
  const { mutateAsync: resend } = useResendDomainVerification();

  const onPay = useCallback(async () => {
    // The team's currency decides the provider (account-area 1); usd's until the team has loaded.
    const currency = currencyCodeSchema.safeParse(team.data?.currency);
    const result = await pay({ teamId, domainId, paymentType: paymentTypeFor(currency.success ? currency.data : 'usd') });
    if (result.redirect) followRedirect(result.redirect, navigate);
  }, [pay, teamId, domainId, team.data?.currency, navigate]);

  const onDelete = useCallback(async () => {
    await remove({ teamId, domainId });
    toast.success(t('done.deleted', { name: isolateLtr(domain.name) }));
    navigate(domainListPath(teamBase));
  }, [remove, teamId, domainId, t, domain.name, navigate, teamBase]);

  const onResend = useCallback(async () => {
    await resend({ teamId, domainId });
    toast.success(t('done.resent', { email: isolateLtr(domain.metadata?.verifyEmail ?? '') }));
  }, [resend, teamId, domainId, t, domain.metadata?.verifyEmail]);

  return <DomainDetailScreen title={title} domain={domain} message={message} onPay={onPay} onDelete={onDelete} onResendVerification={onResend} actions={domainDetailActions(session.role)} />;
}
