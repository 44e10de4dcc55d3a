import { useEffect, type ComponentType } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Button, Field, Input, isolateLtr } from '@hostdeck/ui';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import type { HostDomainCheck } from '../../../rules/domain-check';
import { canSubmitDomainChange, checkDomainChange } from '../../../rules/host-settings-forms';
import { collectIssues } from '../../../rules/issues';
import type { PanelLinkProps } from '../../common/link/panel-link';
import { HostDomainCheckStatus } from '../create/order-form/domain-check-status';
import { SettingsFormPage } from './settings-form-page';

export interface HostCnameScreenProps {
  /** The page's h1. */
  title: string;
  /** The host's domain now: the new one must differ. */
  currentDomain: string;
  /** The host's detail page (the back link). */
  detailHref: string;
  linkComponent?: ComponentType<PanelLinkProps>;
  /** Called with the typed domain after every edit, for the domain check. */
  onDomainChange?: (domain: string) => void;
  /** The order form's domain check of the typed domain; null while the domain itself breaks a rule. */
  domainCheck: HostDomainCheck | null;
  /** Looks the domain up again. */
  onRecheckDomain?: () => void;
  /** Changes the domain; a rejection keeps what was typed and shows the server's message on the field. */
  onSubmit: (domain: string) => unknown;
}

interface CnameValues {
  /** The server's name for the new domain. */
  cname: string;
}

const EMPTY: CnameValues = { cname: '' };

/**
 * Change Domain: the order form's custom domain field with its rules (host-area 5.2) and its domain check
 * (host-area 4); the domain can be sent when the check is valid or valid_with_note.
 */
export function HostCnameScreen({ title, currentDomain, detailHref, linkComponent, onDomainChange, domainCheck, onRecheckDomain, onSubmit }: HostCnameScreenProps) {
  const { t } = useT('host-settings');
  const order = useT('order-form');
  const { form, submit, errorOf, isSubmitting } = useRuleForm<CnameValues>({
    defaultValues: EMPTY,
    validate: (values) => collectIssues(checkDomainChange(values.cname, currentDomain)),
    // The order form's wording of the domain pattern says more than "not valid".
    issueMessage: (issue) => (issue.code === 'pattern' ? order.t('domain.customPattern') : undefined),
    mode: 'all',
    onSubmit: (values) => onSubmit(values.cname),
    isDoneOnSuccess: true,
  });
  const domain = useWatch({ control: form.control, name: 'cname' });
  useEffect(() => onDomainChange?.(domain), [domain, onDomainChange]);
  const canSubmit = canSubmitDomainChange(domain, currentDomain, domainCheck) && !isSubmitting;

  return (
    <SettingsFormPage title={title} description={t('cname.description', { domain: isolateLtr(currentDomain) })} detailHref={detailHref} linkComponent={linkComponent}>
      <p className="text-sm text-muted-foreground">{t('cname.dns')}</p>
      <form noValidate onSubmit={submit} aria-label={title} className="grid gap-4">
        <Controller
          control={form.control}
          name="cname"
          render={({ field }) => (
            <Field label={t('cname.label')} hint={t('cname.hint')} error={errorOf('cname')} isRequired>
              <Input {...field} dir="ltr" autoComplete="off" autoCapitalize="off" spellCheck={false} inputMode="url" />
            </Field>
          )}
        />
        {domainCheck && <HostDomainCheckStatus check={domainCheck} onRecheck={onRecheckDomain} />}
        <div>
          <Button type="submit" disabled={!canSubmit} isLoading={isSubmitting}>
            {t('cname.submit')}
          </Button>
        </div>
      </form>
    </SettingsFormPage>
  );
}
