import type { ComponentType } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Alert, Button, ConfirmDialog, Field, Input, isolateLtr } from '@hostdeck/ui';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { canSubmitHostDelete, checkDeleteConfirmation } from '../../../rules/host-settings-forms';
import { collectIssues } from '../../../rules/issues';
import type { PanelLinkProps } from '../../common/link/panel-link';
import { SettingsFormPage } from './settings-form-page';
import { useConfirmStep } from './use-confirm-step';

export interface HostDeleteScreenProps {
  /** The page's h1. */
  title: string;
  domain: string;
  /** The host's username: typed exactly, it enables the delete button (host-area 5.16). */
  username: string;
  /** The host's detail page (the back link). */
  detailHref: string;
  linkComponent?: ComponentType<PanelLinkProps>;
  /** Deletes the host, with the typed username as confirmation; a rejection keeps it typed and shows why on the field. */
  onDelete: (typed: string) => unknown;
}

interface DeleteValues {
  /** The server's name for the typed username. */
  wordpass: string;
}

const EMPTY: DeleteValues = { wordpass: '' };

/** Delete Website: the exact username typed enables the button, then a confirmation, then the host is removed. */
export function HostDeleteScreen({ title, domain, username, detailHref, linkComponent, onDelete }: HostDeleteScreenProps) {
  const { t } = useT('host-settings');
  const { form, submit, errorOf, isSubmitting } = useRuleForm<DeleteValues>({
    defaultValues: EMPTY,
    validate: (values) => collectIssues(checkDeleteConfirmation(values.wordpass, username)),
    // The button stays disabled until the text matches: a half-typed name is no error to point at.
    mode: 'onSubmit',
    onSubmit: (values) => onDelete(values.wordpass),
    isDoneOnSuccess: true,
  });
  const typed = useWatch({ control: form.control, name: 'wordpass' });
  const confirm = useConfirmStep(canSubmitHostDelete(typed, username), submit);
  const site = isolateLtr(domain);

  return (
    <SettingsFormPage title={title} description={t('delete.description', { domain: site })} detailHref={detailHref} linkComponent={linkComponent}>
      {/* Said once, not announced as an alert: nothing has gone wrong yet. */}
      <Alert variant="warning" role="note">
        {t('delete.warning')}
      </Alert>
      <form noValidate onSubmit={confirm.onFormSubmit} aria-label={title} className="grid gap-4">
        <Controller
          control={form.control}
          name="wordpass"
          render={({ field }) => (
            <Field label={t('delete.confirmLabel')} hint={t('delete.confirmHint', { username: isolateLtr(username) })} error={errorOf('wordpass')} isRequired>
              <Input {...field} dir="ltr" autoComplete="off" autoCapitalize="off" autoCorrect="off" spellCheck={false} className="font-mono" />
            </Field>
          )}
        />
        <div>
          <Button type="submit" variant="destructive" disabled={!canSubmitHostDelete(typed, username)} isLoading={isSubmitting}>
            {t('delete.submit')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        {...confirm.dialog}
        variant="destructive"
        title={t('delete.confirmTitle', { domain: site })}
        description={t('delete.confirmDescription')}
        confirmLabel={t('delete.confirm')}
      />
    </SettingsFormPage>
  );
}
