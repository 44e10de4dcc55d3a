import { useRef, type FormEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle, Button, Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, toast } from '@hostdeck/ui';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { checkWebhookScript } from '../../../rules/host-settings-forms';
import { collectIssues } from '../../../rules/issues';
import { TemplateEditor, useTemplateValidation } from '../template-editor';

export interface AddWebhookDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The administrator keeps lifecycle features in the script. */
  isAdministrator: boolean;
  /** Adds the webhook; a rejection keeps the dialog open with the script as typed and the server's reasons. */
  onAdd: (script: string) => Promise<unknown>;
}

/** The add form (host-area 2 Webhook): a deployment script in YAML, required (rule 17) and a YAML object (rule 7). */
export function AddWebhookDialog({ open, onOpenChange, isAdministrator, onAdd }: AddWebhookDialogProps) {
  const { t } = useT('webhook');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('add.title')}</DialogTitle>
          <DialogDescription>{t('add.description')}</DialogDescription>
        </DialogHeader>
        {/* The form mounts per opening, so a script abandoned earlier does not come back. */}
        <AddWebhookForm isAdministrator={isAdministrator} onAdd={onAdd} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

interface AddWebhookValues {
  /** The server's field name: its refusals land on this field. */
  template: string;
}

const DEFAULT_VALUES: AddWebhookValues = { template: '' };

const webhookScriptIssues = ({ template }: AddWebhookValues) => collectIssues(checkWebhookScript(template));

interface AddWebhookFormProps extends Pick<AddWebhookDialogProps, 'isAdministrator' | 'onAdd'> {
  onDone: () => void;
}

function AddWebhookForm({ isAdministrator, onAdd, onDone }: AddWebhookFormProps) {
  const { t } = useT('webhook');
  const common = useT('common');
  const editorBox = useRef<HTMLDivElement | null>(null);
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<AddWebhookValues>({
    defaultValues: DEFAULT_VALUES,
    validate: webhookScriptIssues,
    onSubmit: async ({ template }) => {
      await onAdd(template);
      toast.success(t('add.done'));
      onDone();
    },
  });
  const template = useWatch({ control: form.control, name: 'template' });
  const validation = useTemplateValidation(template, isAdministrator);
  const focusEditor = () => editorBox.current?.querySelector<HTMLElement>('[role="textbox"]')?.focus();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Rule 7: a script that is no YAML object is refused here; the editor already says why, so focus goes there. An
    // empty one goes on to the form's rules, which answer with rule 17's required message.
    if (template.trim() !== '' && validation && !validation.isValid) {
      event.preventDefault();
      focusEditor();
      return;
    }
    void submit(event);
  };

  const templateError = errorOf('template');
  return (
    <form noValidate onSubmit={handleSubmit} className="flex min-h-0 flex-col gap-4">
      <DialogBody className="grid gap-3">
        {submitFailure && submitFailure.detail !== '' && templateError === undefined && (
          <Alert variant="error">
            <AlertTitle>{t('add.failed')}</AlertTitle>
            <AlertDescription>{submitFailure.detail}</AlertDescription>
          </Alert>
        )}
        <Controller
          control={form.control}
          name="template"
          render={({ field }) => (
            <div
              ref={(element) => {
                editorBox.current = element;
                // The form focuses its first invalid field through this: the editor's text, not its frame.
                field.ref(element ? { focus: focusEditor } : null);
              }}
            >
              <TemplateEditor value={field.value} onChange={field.onChange} isAdministrator={isAdministrator} validation={validation} error={templateError} />
            </div>
          )}
        />
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          {common.t('actions.cancel')}
        </Button>
        {/* Enabled once the YAML parser has loaded, so every click is judged by the same rules the editor shows. */}
        <Button type="submit" isLoading={isSubmitting} disabled={validation === undefined}>
          {t('add.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
