import { Button } from '@hostdeck/ui';
import { useT } from '../../../../i18n/i18n-provider';
import { TemplateEditor } from '../../template-editor/template-editor';
import { useTemplateValidation } from '../../template-editor/use-template-validation';

export interface CustomScriptStepProps {
  /** The deploy script being written, as YAML. */
  value: string;
  onChange: (value: string) => void;
  isAdministrator: boolean;
  /** Goes on to the order form; offered only while the script is valid. */
  onContinue: () => void;
}

/** Step 2: the deploy script the new host runs, checked as it is typed. */
export function CustomScriptStep({ value, onChange, isAdministrator, onContinue }: CustomScriptStepProps) {
  const { t } = useT('create-host');
  const validation = useTemplateValidation(value, isAdministrator);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('custom.intro')}</p>
      <TemplateEditor value={value} onChange={onChange} isAdministrator={isAdministrator} validation={validation} />
      <div>
        <Button onClick={onContinue} disabled={!validation?.isValid}>
          {t('custom.continue')}
        </Button>
      </div>
    </div>
  );
}
