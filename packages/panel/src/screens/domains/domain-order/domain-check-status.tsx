import { CircleCheck, LoaderCircle, OctagonAlert } from 'lucide-react';
import { isolateLtr } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import type { DomainOrderKind } from '../../../rules/domain-order';
import type { DomainAvailability } from './domain-availability';

export interface DomainCheckStatusProps {
  availability: DomainAvailability;
  /** An order needs an available name; a transfer needs a registered one (account-area 4). */
  kind: DomainOrderKind;
  /** The full domain typed, said while the registry has not answered yet. */
  typedDomain: string;
}

type Tone = 'good' | 'bad' | 'busy';

/** The registry's answer for the name and extension, read out as it changes. */
export function DomainCheckStatus({ availability, kind, typedDomain }: DomainCheckStatusProps) {
  const { t } = useT('domain-order');
  const common = useT('common');
  const domain = isolateLtr(availability.domain ?? typedDomain);
  const message = ((): { text: string; tone: Tone } | undefined => {
    switch (availability.status) {
      case 'idle':
        return undefined;
      case 'checking':
        return { text: t('check.checking', { domain }), tone: 'busy' };
      case 'available':
        return kind === 'order' ? { text: t('check.available', { domain }), tone: 'good' } : { text: t('check.notRegistered', { domain }), tone: 'bad' };
      case 'unavailable':
        return kind === 'order' ? { text: common.t('domain.unavailable'), tone: 'bad' } : { text: t('check.registered', { domain }), tone: 'good' };
      case 'invalid':
        return { text: t('check.invalid', { domain }), tone: 'bad' };
      case 'error':
        return { text: common.t('domain.checkFailed'), tone: 'bad' };
    }
  })();
  const Icon = message?.tone === 'good' ? CircleCheck : message?.tone === 'busy' ? LoaderCircle : OctagonAlert;
  return (
    <p role="status" data-check={availability.status} className="flex min-h-5 items-start gap-2 text-sm break-words">
      {message && (
        <>
          <Icon aria-hidden className={message.tone === 'good' ? 'mt-0.5 size-4 shrink-0 text-success' : message.tone === 'busy' ? 'mt-0.5 size-4 shrink-0 animate-spin text-muted-foreground' : 'mt-0.5 size-4 shrink-0 text-destructive'} />
          <span className="min-w-0 break-all">{message.text}</span>
        </>
      )}
    </p>
  );
}
