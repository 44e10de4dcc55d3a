import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle, Button, PageHeader, Stepper, isolateLtr } from '@hostdeck/ui';
import type { RecipeOriginRefusal } from '../../../../api/recipe-origin-error';
import { useT } from '../../../../i18n/i18n-provider';
import type { WizardStep } from './wizard-steps';

export interface CreateHostScreenProps {
  /** The numbered steps shown (the invite gate only for locked and banned plans). */
  steps: readonly WizardStep[];
  currentStep: WizardStep;
  /** Reopens a finished step; the step indicator's finished steps become buttons. */
  onStepClick?: (step: WizardStep) => void;
  /** Shows a Back button that calls this; none on the first view. */
  onBack?: () => void;
  /** The template named by `?from=` could not be fetched (the spec's missingTemplate alert). */
  isTemplateMissing?: boolean;
  /**
   * The template asked for (a `?from=` link, or a recipe whose index points elsewhere) is on an origin templates may not
   * come from: nothing was loaded, and the alert names both origins. It takes the place of the missingTemplate alert.
   */
  templateRefusal?: RecipeOriginRefusal;
  /** The current step's form. */
  children: ReactNode;
}

/** The ordering wizard's frame: title, numbered steps (the finished ones reopen), a way back, and the current step. */
export function CreateHostScreen({ steps, currentStep, onStepClick, onBack, isTemplateMissing = false, templateRefusal, children }: CreateHostScreenProps) {
  const { t } = useT('create-host');
  const { t: tCommon } = useT('common');
  return (
    <section className="grid gap-6">
      <PageHeader title={t('title')}>
        <Stepper
          steps={steps.map((step) => ({ id: step, label: t(`steps.${step}`) }))}
          current={steps.indexOf(currentStep)}
          onStepClick={
            onStepClick &&
            ((index) => {
              const step = steps[index];
              if (step) onStepClick(step);
            })
          }
          aria-label={t('progress')}
        />
      </PageHeader>
      {templateRefusal ? (
        <Alert variant="error">
          <AlertTitle>{t('refused.title')}</AlertTitle>
          <AlertDescription>
            <p>{t('refused.text', { allowed: isolateLtr(templateRefusal.indexOrigin), refused: isolateLtr(templateRefusal.refusedOrigin) })}</p>
            <p>{t('missingTemplateHint')}</p>
          </AlertDescription>
        </Alert>
      ) : isTemplateMissing && (
        <Alert variant="error">
          <AlertTitle>{tCommon('errors.missingTemplate')}</AlertTitle>
          <AlertDescription>{t('missingTemplateHint')}</AlertDescription>
        </Alert>
      )}
      {onBack && (
        <div>
          <Button variant="ghost" size="sm" onClick={onBack}>
            <ArrowLeft aria-hidden className="rtl:rotate-180" />
            {t('back')}
          </Button>
        </div>
      )}
      {children}
    </section>
  );
}
