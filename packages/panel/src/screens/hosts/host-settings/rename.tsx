import type { ComponentType } from 'react';
import { Controller } from 'react-hook-form';
import { Button, DescriptionDetails, DescriptionItem, DescriptionList, DescriptionTerm, Field, Input } from '@hostdeck/ui';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { checkRename } from '../../../rules/host-settings-forms';
import { collectIssues } from '../../../rules/issues';
import { USERNAME_MIN_LENGTH } from '../../../rules/limits';
import type { PanelLinkProps } from '../../common/link/panel-link';
import { FormFailure } from '../../common/form-failure/form-failure';
import { SettingsFormPage } from './settings-form-page';

export interface HostRenameScreenProps {
  /** The page's h1 (the route table's title). */
  title: string;
  /** The host's detail page: the back link. */
  detailHref: string;
  linkComponent?: ComponentType<PanelLinkProps>;
  /** The host's system username now; the new one must differ (host-area 5.14). */
  currentUsername: string;
  /** Sends the new username; a rejection keeps it in the field and puts the server's message on the field. */
  onSubmit: (username: string) => unknown;
}

interface RenameValues {
  username: string;
}

const EMPTY: RenameValues = { username: '' };

/** Change Username (host-area 2): the host's new system username, checked by rule 14 before it is sent. */
export function HostRenameScreen({ title, detailHref, linkComponent, currentUsername, onSubmit }: HostRenameScreenProps) {
  const { t } = useT('host-settings');
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<RenameValues>({
    defaultValues: EMPTY,
    validate: ({ username }) => collectIssues(checkRename(username, currentUsername)),
    // The common 'not in a valid format' says too little: the username's own characters are named.
    issueMessage: (issue) => (issue.code === 'pattern' ? t('rename.pattern') : undefined),
    onSubmit: ({ username }) => onSubmit(username),
    isDoneOnSuccess: true,
  });
  return (
    <SettingsFormPage title={title} description={t('rename.description')} detailHref={detailHref} linkComponent={linkComponent}>
      <DescriptionList>
        <DescriptionItem>
          <DescriptionTerm>{t('rename.current')}</DescriptionTerm>
          <DescriptionDetails>
            <span dir="ltr" className="font-mono break-all">
              {currentUsername}
            </span>
          </DescriptionDetails>
        </DescriptionItem>
      </DescriptionList>
      <form noValidate onSubmit={submit} aria-label={title} className="grid gap-4">
        <Controller
          control={form.control}
          name="username"
          render={({ field }) => (
            <Field label={t('rename.label')} hint={t('rename.hint', { min: USERNAME_MIN_LENGTH })} error={errorOf('username')} isRequired>
              <Input {...field} autoComplete="off" autoCapitalize="off" spellCheck={false} dir="ltr" className="font-mono" />
            </Field>
          )}
        />
        {submitFailure && <FormFailure title={t('rename.failed')} detail={submitFailure.detail} hasFieldError={errorOf('username') !== undefined} />}
        <div>
          <Button type="submit" isLoading={isSubmitting}>
            {t('rename.submit')}
          </Button>
        </div>
      </form>
    </SettingsFormPage>
  );
}
