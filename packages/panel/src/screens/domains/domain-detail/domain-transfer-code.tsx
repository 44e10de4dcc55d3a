import { useId, useState } from 'react';
import { Button, CopyButton } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';

export interface DomainTransferCodeProps {
  /** The transfer (EPP) code; absent when the registry has not given one. */
  code: string | null | undefined;
}

/** The transfer code stays hidden until asked for (it lets anyone move the domain away), then shows copyable. */
export function DomainTransferCode({ code }: DomainTransferCodeProps) {
  const { t } = useT('domain-detail');
  const [isShown, setIsShown] = useState(false);
  const regionId = useId();
  return (
    <div className="grid min-w-0 gap-2">
      <Button variant="outline" className="w-fit" aria-expanded={isShown} aria-controls={regionId} onClick={() => setIsShown((shown) => !shown)}>
        {isShown ? t('code.hide') : t('code.show')}
      </Button>
      <div id={regionId} hidden={!isShown}>
        {isShown &&
          (code ? (
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <span className="text-sm text-muted-foreground">{t('code.label')}</span>
              <code dir="ltr" className="min-w-0 rounded-md bg-muted px-2 py-1 font-mono text-sm break-all">
                {code}
              </code>
              <CopyButton value={code} label={t('code.copy')} />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t('code.none')}</p>
          ))}
      </div>
    </div>
  );
}
