import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Switch } from '@hostdeck/ui';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { FormFailure } from '../../common/form-failure/form-failure';

export interface DomainLocks {
  transfer: boolean;
  privacy: boolean;
}

export interface DomainLocksFormProps {
  /** The locks the registry holds for the domain now. */
  current: DomainLocks;
  /** Saves both locks (action update); a rejection keeps the switches as the user set them. */
  onSave: (locks: DomainLocks) => Promise<unknown>;
}

const UNLOCKED: DomainLocks = { transfer: false, privacy: false };
// Two switches cannot hold a value the registry refuses: what it may refuse, it says on save.
const noIssues = () => [];

/** The transfer lock and the privacy lock of a domain (account-area 3 and 7): two switches saved together. */
export function DomainLocksForm({ current, onSave }: DomainLocksFormProps) {
  const { t } = useT('domain-dns');
  const titleId = useId();
  const { form, submit, submitFailure, isSubmitting } = useRuleForm<DomainLocks>({
    defaultValues: UNLOCKED,
    values: current,
    validate: noIssues,
    onSubmit: async (values) => {
      await onSave(values);
      form.reset(values);
    },
  });
  const lock = (name: keyof DomainLocks, hint: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { value, onChange, ref, onBlur } }) => (
        <div className="grid gap-1">
          <Switch ref={ref} checked={value} onCheckedChange={onChange} onBlur={onBlur} label={t(`locks.${name}`)} aria-describedby={`${titleId}-${name}`} />
          <p id={`${titleId}-${name}`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        </div>
      )}
    />
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>{t('locks.title')}</CardTitle>
        <CardDescription>{t('locks.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-labelledby={titleId} className="grid gap-4">
          {submitFailure && <FormFailure title={t('locks.failed')} detail={submitFailure.detail} hasFieldError={false} />}
          {lock('transfer', t('locks.transferHint'))}
          {lock('privacy', t('locks.privacyHint'))}
          <div>
            <Button type="submit" isLoading={isSubmitting}>
              {t('locks.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
