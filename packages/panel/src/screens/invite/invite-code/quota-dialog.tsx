import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Button, Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Field, RadioGroup, RadioGroupItem } from '@hostdeck/ui';
import type { InviteQuota } from '../../../api/schemas/invite';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { inviteQuotaOptions } from '../../../rules/invite-quota';
import { chosenInviteQuota, inviteQuotaIssues, type InviteQuotaValues } from '../../../rules/invite-quota-form';
import { FormFailure } from '../../common/form-failure/form-failure';

export interface QuotaDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The existing code's quota; undefined when the dialog creates the code. */
  current: number | undefined;
  /** While the code's cooldown runs, the dialog offers only turning it off. */
  isCoolingDown?: boolean;
  /** Creates the code (no code yet) or changes its quota; a rejection keeps the dialog open with the server's reason. */
  onSubmit: (quota: InviteQuota) => Promise<unknown>;
}

/** The quota modal (account-area 2, 9): off (0, only above 0), small (20) or large (2000), each explained. */
export function QuotaDialog({ open, onOpenChange, current, isCoolingDown = false, onSubmit }: QuotaDialogProps) {
  const { t } = useT('invite-code');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{current === undefined ? t('modal.createTitle') : t('modal.editTitle')}</DialogTitle>
          <DialogDescription>{t('modal.description')}</DialogDescription>
        </DialogHeader>
        {/* The content mounts per opening, so each opening starts from the code as it is now. */}
        <QuotaForm current={current} isCoolingDown={isCoolingDown} onSubmit={onSubmit} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface QuotaFormProps {
  current: number | undefined;
  isCoolingDown: boolean;
  onSubmit: (quota: InviteQuota) => Promise<unknown>;
  onDone: () => void;
}

function QuotaForm({ current, isCoolingDown, onSubmit, onDone }: QuotaFormProps) {
  const { t } = useT('invite-code');
  const common = useT('common');
  const isCreating = current === undefined;
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<InviteQuotaValues>({
    // A new code starts small: the quota most teams want, and the shorter cooldown if they change their mind. While the
    // cooldown runs, turning the code off is the one choice, so it is chosen already.
    defaultValues: { quota: isCreating ? '20' : isCoolingDown ? '0' : '' },
    validate: (values) => inviteQuotaIssues(values, current, isCoolingDown),
    onSubmit: async (values) => {
      await onSubmit(chosenInviteQuota(values));
      onDone();
    },
  });
  const quotaError = errorOf('quota');
  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-col gap-4">
      <DialogBody className="grid gap-4">
        {submitFailure && <FormFailure title={isCreating ? t('modal.createFailed') : t('modal.saveFailed')} detail={submitFailure.detail} hasFieldError={quotaError !== undefined} />}
        <Controller
          control={form.control}
          name="quota"
          render={({ field }) => (
            <Field label={t('modal.quota')} error={quotaError} isRequired>
              <RadioGroup ref={field.ref} name={field.name} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} className="gap-3">
                {inviteQuotaOptions(current, isCoolingDown).map((quota) => (
                  <QuotaOption key={quota} quota={quota} isCurrent={quota === current} />
                ))}
              </RadioGroup>
            </Field>
          )}
        />
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {common.t('actions.back')}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {isCreating ? t('modal.create') : t('modal.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function QuotaOption({ quota, isCurrent }: { quota: InviteQuota; isCurrent: boolean }) {
  const { t } = useT('invite-code');
  const hintId = useId();
  const label = t(`modal.options.${quota}`);
  return (
    <div className="grid">
      <RadioGroupItem value={String(quota)} label={isCurrent ? t('modal.current', { label }) : label} aria-describedby={hintId} />
      <p id={hintId} className="ps-6.5 text-xs text-muted-foreground">
        {t(`modal.hints.${quota}`)}
      </p>
    </div>
  );
}
