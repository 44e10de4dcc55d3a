import { Button, Field, Input, isolateLtr } from '@hostdeck/ui';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/i18n-provider';

export interface NginxSitePickerProps {
  /** The host's own domain: the site when the subdomain is empty. */
  hostDomain: string;
  /** The subdomain label in the URL ('' for the host's own site). */
  subdomain: string;
  onSubdomainChange: (subdomain: string) => void;
}

/** Chooses the site: a subdomain label of the host, loaded on submit (the contract lists no subdomains to pick from). */
export function NginxSitePicker({ hostDomain, subdomain, onSubdomainChange }: NginxSitePickerProps) {
  const { t } = useT('nginx');
  const [text, setText] = useState(subdomain);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubdomainChange(text.trim().toLowerCase());
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-start gap-2">
      <Field label={t('site.label')} hint={t('site.hint', { domain: isolateLtr(hostDomain) })} className="min-w-0 flex-1 basis-56">
        <div className="flex min-w-0 items-center gap-2" dir="ltr">
          <Input value={text} onChange={(event) => setText(event.target.value)} className="min-w-0 flex-1" spellCheck={false} autoCapitalize="none" />
          <span className="shrink truncate text-sm text-muted-foreground" aria-hidden>
            {isolateLtr(`.${hostDomain}`)}
          </span>
        </div>
      </Field>
      <Button type="submit" variant="secondary" className="sm:mt-6">
        {t('site.load')}
      </Button>
    </form>
  );
}
