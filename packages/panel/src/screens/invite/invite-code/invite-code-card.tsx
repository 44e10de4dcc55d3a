import { Pencil } from 'lucide-react';
import { Button, Card, CardAction, CardContent, CardHeader, CardTitle, CopyButton, DescriptionDetails, DescriptionItem, DescriptionList, DescriptionTerm } from '@hostdeck/ui';
import type { InviteCode } from '../../../api/schemas/invite';
import { useT } from '../../../i18n/i18n-provider';
import { formatDateTime } from '../../../rules/format';
import { inviteQuotaLockedUntil } from '../../../rules/invite-quota-form';

export interface InviteCodeCardProps {
  invite: InviteCode;
  /** The moment the cooldown is measured against, epoch ms. */
  now: number;
  /** Opens the quota modal; without it (a member or a client) there is no edit button. */
  onEditQuota?: () => void;
}

const QUOTA_KINDS = [0, 20, 2000] as const;

/**
 * The team's code and its figures (account-area 2, 3), with the edit-quota button; while the cooldown runs the quota can
 * only be turned off, so a code already off waits.
 */
export function InviteCodeCard({ invite, now, onEditQuota }: InviteCodeCardProps) {
  const { t, i18n } = useT('invite-code');
  const locale = i18n.language;
  const lockedUntil = inviteQuotaLockedUntil(invite.cooldown_at, now);
  const kind = QUOTA_KINDS.find((quota) => quota === invite.quota);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('code.title')}</CardTitle>
        {onEditQuota && (
          <CardAction>
            <Button variant="outline" onClick={onEditQuota} disabled={lockedUntil !== null && invite.quota === 0}>
              <Pencil aria-hidden />
              {t('code.edit')}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-2">
          <span className="sr-only">{t('code.code')}</span>
          <code dir="ltr" className="rounded-md bg-muted px-3 py-1.5 font-mono text-lg font-semibold tracking-wide">
            {invite.code}
          </code>
          <CopyButton value={invite.code} label={t('code.copy')} />
        </div>
        {lockedUntil && <p className="text-sm text-muted-foreground">{t('code.cooldownRunning', { date: formatDateTime(lockedUntil, locale) ?? '' })}</p>}
        <DescriptionList variant="grid">
          <Fact term={t('code.credit')}>{number(invite.credit)}</Fact>
          <Fact term={t('code.quota')}>{kind === undefined ? number(invite.quota) : `${number(invite.quota)} · ${t(`kinds.${kind}`)}`}</Fact>
          <Fact term={t('code.totalRedeem')}>{number(invite.total_redeem)}</Fact>
          <Fact term={t('code.totalSignup')}>{number(invite.total_signup)}</Fact>
          <Fact term={t('code.expiry')}>{formatDateTime(invite.expiry_at, locale) ?? t('code.noDate')}</Fact>
          <Fact term={t('code.cooldown')}>{lockedUntil ? formatDateTime(lockedUntil, locale) : t('code.now')}</Fact>
        </DescriptionList>
      </CardContent>
    </Card>
  );
}

function Fact({ term, children }: { term: string; children: string | null }) {
  return (
    <DescriptionItem>
      <DescriptionTerm>{term}</DescriptionTerm>
      <DescriptionDetails>{children}</DescriptionDetails>
    </DescriptionItem>
  );
}
