import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { recipeTemplateQuery, useRecipeIndex } from '../../../../data/deploy/wizard-queries';
import { usePanel } from '../../../../data/panel-provider';
import { isAdministrator } from '../../../../data/session';
import { DEFAULT_DEPLOY_COMMANDS } from '../../../../rules/limits';
import { needsInviteGate } from '../../../../rules/permissions-plan';
import { ScreenState } from '../../../common/screen-state';
import { InviteGateScreenContainer } from '../invite-gate/invite-gate.container';
import { OrderFormScreenContainer } from '../order-form/order-form.container';
import { TemplateGalleryScreenContainer } from '../template-gallery/template-gallery.container';
import { UploadOrCloneScreenContainer } from '../upload-or-clone/upload-or-clone.container';
import { CreateHostScreen } from './create-host';
import { CreateHostSkeleton } from './create-host-skeleton';
import { CustomScriptStep } from './custom-script-step';
import { useFromTemplate } from './use-from-template';
import { firstWizardView, previousWizardView, stepOfView, wizardSteps, type WizardView } from './wizard-steps';

/** What a custom script starts from: the spec's default deploy commands. */
const EMPTY_DEPLOY_SCRIPT = `commands:\n${DEFAULT_DEPLOY_COMMANDS.map((command) => `  - ${command}`).join('\n')}\n`;

export interface CreateHostScreenContainerProps {
  /** The `from` query parameter: a template file (URL or recipe path) to start from. */
  from?: string | null;
  /** Called with the new host's id once it is ordered (the console opens its Runner page). */
  onCreated: (hostId: number) => void;
}

/**
 * The ordering wizard (host-area 2): the invite gate for locked and banned plans, the templates (tiles, more
 * templates, frameworks, upload or clone), the custom script, then the order form. Each step's container shows its
 * own data's states; the frame's skeleton stands while the wizard's texts load.
 */
export function CreateHostScreenContainer({ from, onCreated }: CreateHostScreenContainerProps) {
  const { api, session } = usePanel();
  const queryClient = useQueryClient();
  const recipes = useRecipeIndex();
  const [chosenView, setView] = useState<WizardView>(() => firstWizardView(session.planLevel, Boolean(from)));
  const [templateOrigin, setTemplateOrigin] = useState<WizardView>('templates');
  const [template, setTemplate] = useState<string | null>(null);
  const [isTemplateMissing, setIsTemplateMissing] = useState(false);
  const fromTemplate = useFromTemplate(from, template === null && chosenView === 'custom');

  // A granted invite code (or an upgrade elsewhere) lifts the gate as soon as the team's plan changes.
  const view: WizardView = chosenView === 'invite' && !needsInviteGate(session.planLevel) ? 'templates' : chosenView;
  const script = template ?? fromTemplate.text ?? EMPTY_DEPLOY_SCRIPT;
  const steps = wizardSteps(session.planLevel);

  const goToOrder = (text: string, origin: WizardView) => {
    setTemplate(text);
    setTemplateOrigin(origin);
    setView('order');
  };
  const chooseTemplate = (file: string) => {
    setIsTemplateMissing(false);
    queryClient.fetchQuery(recipeTemplateQuery(api, { file, relativeUrl: recipes.data?.relative_url })).then(
      (loaded) => goToOrder(loaded.text, 'templates'),
      () => setIsTemplateMissing(true),
    );
  };
  const back = previousWizardView(view, templateOrigin);

  return (
    <ScreenState status="content" skeleton={<CreateHostSkeleton />}>
      <CreateHostScreen
        steps={steps}
        currentStep={stepOfView(view)}
        onBack={back ? () => setView(back) : undefined}
        isTemplateMissing={isTemplateMissing || fromTemplate.isMissing}
      >
        {view === 'invite' && <InviteGateScreenContainer />}
        {view === 'templates' && (
          <TemplateGalleryScreenContainer onChooseTemplate={chooseTemplate} onUploadOrClone={() => setView('upload')} onCustom={() => setView('custom')} />
        )}
        {view === 'upload' && <UploadOrCloneScreenContainer onApply={(text) => goToOrder(text, 'upload')} />}
        {view === 'custom' && (
          <CustomScriptStep value={script} onChange={setTemplate} isAdministrator={isAdministrator(session)} onContinue={() => goToOrder(script, 'custom')} />
        )}
        {view === 'order' && <OrderFormScreenContainer template={script} onCreated={onCreated} />}
      </CreateHostScreen>
    </ScreenState>
  );
}
