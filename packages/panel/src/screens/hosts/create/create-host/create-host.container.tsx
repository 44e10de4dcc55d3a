import { useEffect } from 'react';
import { recipeOriginRefusalOf } from '../../../../api/recipe-origin-error';
import { useRecipeIndex, useRecipeTemplate } from '../../../../data/deploy/wizard-queries';
import { usePanel } from '../../../../data/panel-provider';
import { isAdministrator } from '../../../../data/session';
import { DEFAULT_DEPLOY_COMMANDS } from '../../../../rules/limits';
import { ScreenState } from '../../../common/screen-state';
import { InviteGateScreenContainer } from '../invite-gate/invite-gate.container';
import { OrderFormSkeleton } from '../order-form/order-form-skeleton';
import { OrderFormScreenContainer } from '../order-form/order-form.container';
import { TemplateGalleryScreenContainer } from '../template-gallery/template-gallery.container';
import { UploadOrCloneScreenContainer } from '../upload-or-clone/upload-or-clone.container';
import { CreateHostScreen } from './create-host';
import { CreateHostSkeleton } from './create-host-skeleton';
import { CustomScriptStep } from './custom-script-step';
import { DeployScriptPreview } from './deploy-script-preview';
import { scriptOriginOf } from './script-origin';
import { useFromTemplate } from './use-from-template';
import { useWizardAddress, type NavigateWizard } from './use-wizard-address';
import { useWizardScripts, type ScriptBase } from './use-wizard-scripts';
import { correctedWizardLocation, previousWizardView, resolveWizardView, scriptSourceOf, wizardLocation, type CreateHostLocation, type ScriptSource } from './wizard-location';
import { stepOfView, wizardSteps, type WizardStep, type WizardView } from './wizard-steps';

/** What a custom script starts from: the spec's default deploy commands. */
const EMPTY_DEPLOY_SCRIPT = `commands:\n${DEFAULT_DEPLOY_COMMANDS.map((command) => `  - ${command}`).join('\n')}\n`;

/** Where the order form keeps its fields in session storage, per team (the order form clears it once ordered). */
const orderDraftKey = (teamId: number) => `hostdeck:order-draft:${teamId}`;

export interface CreateHostScreenContainerProps {
  /**
   * The wizard's place as the console's query parameters hold it (step, template, script origin, `from`), so Back,
   * Forward and a reload keep it. Without `onNavigate` it is only where the wizard starts and is then kept in memory.
   */
  location?: CreateHostLocation;
  /** Moves the wizard to another place: a step change pushes a history entry, a correction replaces the current one. */
  onNavigate?: NavigateWizard;
  /** Called with the new host's id once it is ordered (the console opens its Runner page). */
  onCreated: (hostId: number) => void;
}

/**
 * The ordering wizard (host-area 2): the invite gate for locked and banned plans, the templates (tiles, more
 * templates, frameworks, upload or clone), the custom script, then the order form. Each step's container shows its
 * own data's states; the frame's skeleton stands while the wizard's texts load.
 */
export function CreateHostScreenContainer({ location: givenLocation, onNavigate, onCreated }: CreateHostScreenContainerProps) {
  const { session } = usePanel();
  const [location, navigate] = useWizardAddress(givenLocation, onNavigate);
  const { scripts, saveCustom, saveUpload, forget } = useWizardScripts(session.teamId);
  const from = location.from ?? null;
  // A custom script typed for another `?from=` is not this visit's.
  const custom = scripts.custom?.from === from ? scripts.custom : undefined;
  const customScript = custom?.text;
  const source = scriptSourceOf(location);
  const asked = resolveWizardView(location, session.planLevel, { hasCustom: customScript !== undefined, hasUpload: scripts.upload !== undefined });

  const recipes = useRecipeIndex();
  const recipeFile = asked === 'order' && source?.kind === 'recipe' ? source.file : null;
  const recipe = useRecipeTemplate({ file: recipeFile ?? '', relativeUrl: recipes.data?.relative_url }, { enabled: recipeFile !== null && recipes.isSuccess });
  // A recipe file in the address that cannot be fetched shows the tiles with the missingTemplate alert.
  const isRecipeMissing = recipeFile !== null && (recipes.isError || recipe.isError);
  const view: WizardView = isRecipeMissing ? 'templates' : asked;
  const fromTemplate = useFromTemplate(from, view === 'custom' && customScript === undefined);
  const customText = customScript ?? fromTemplate.text ?? EMPTY_DEPLOY_SCRIPT;
  // The fetched template the custom script starts from, kept with it so the order form can name its address.
  const fromBase: ScriptBase | undefined = fromTemplate.url !== undefined && fromTemplate.text !== undefined ? { url: fromTemplate.url, text: fromTemplate.text } : undefined;
  const customBase = custom ? custom.base : fromBase;
  const recipeBase: ScriptBase | undefined = recipe.data && { url: recipe.data.url, text: recipe.data.text };
  const orderScript = source?.kind === 'recipe' ? recipe.data?.text : source?.kind === 'upload' ? scripts.upload : customScript;
  const orderOrigin = scriptOriginOf({ source, recipe: recipeBase, index: recipes.data, custom });
  const templateRefusal = (recipeFile !== null ? recipeOriginRefusalOf(recipe.error) : undefined) ?? fromTemplate.refusal;

  // An address asking for a step that cannot be shown is corrected in place, so Back does not return to it.
  const correction = correctedWizardLocation(location, asked);
  const correctionKey = correction && JSON.stringify(correction);
  useEffect(() => {
    if (correctionKey) navigate(JSON.parse(correctionKey) as CreateHostLocation, { replace: true });
  }, [correctionKey, navigate]);

  const go = (next: WizardView, nextSource?: ScriptSource) => navigate(wizardLocation(next, from, nextSource), { replace: false });
  /** Opens the editor with the order's script, remembering the fetched template it is (none for an upload's). */
  const editScript = (text: string) => {
    saveCustom(text, from, source?.kind === 'recipe' ? recipeBase : source?.kind === 'custom' ? customBase : undefined);
    go('custom');
  };
  const openStep = (step: WizardStep) => {
    if (step === 'custom' && view === 'order' && orderScript !== undefined) editScript(orderScript);
    else go(step);
  };
  const back = previousWizardView(view, source);

  return (
    <ScreenState status="content" skeleton={<CreateHostSkeleton />}>
      <CreateHostScreen
        steps={wizardSteps(session.planLevel)}
        currentStep={stepOfView(view)}
        // While the order's recipe loads, the script step cannot open with it: the finished steps wait for it.
        onStepClick={view === 'order' && orderScript === undefined ? undefined : openStep}
        onBack={back ? () => go(back) : undefined}
        isTemplateMissing={isRecipeMissing || fromTemplate.isMissing}
        templateRefusal={templateRefusal}
      >
        {view === 'invite' && <InviteGateScreenContainer />}
        {view === 'templates' && (
          <TemplateGalleryScreenContainer
            onChooseTemplate={(file) => go('order', { kind: 'recipe', file })}
            onUploadOrClone={() => go('upload')}
            onCustom={() => go('custom')}
          />
        )}
        {view === 'upload' && (
          <UploadOrCloneScreenContainer
            onApply={(text) => {
              saveUpload(text);
              go('order', { kind: 'upload' });
            }}
          />
        )}
        {view === 'custom' && (
          <CustomScriptStep
            value={customText}
            onChange={(text) => saveCustom(text, from, customBase)}
            isAdministrator={isAdministrator(session)}
            onContinue={() => {
              saveCustom(customText, from, customBase);
              go('order', { kind: 'custom' });
            }}
          />
        )}
        {view === 'order' && (
          // The recipe named in the address is fetched again after a reload: the order form's shape meanwhile.
          <ScreenState status={orderScript === undefined || orderOrigin === undefined ? 'loading' : 'content'} skeleton={<OrderFormSkeleton />}>
            {orderScript !== undefined && orderOrigin !== undefined && (
              <div className="grid gap-6">
                <DeployScriptPreview script={orderScript} origin={orderOrigin} onEdit={() => editScript(orderScript)} />
                <OrderFormScreenContainer
                  template={orderScript}
                  draftStorageKey={orderDraftKey(session.teamId)}
                  onCreated={(hostId) => {
                    forget();
                    onCreated(hostId);
                  }}
                />
              </div>
            )}
          </ScreenState>
        )}
      </CreateHostScreen>
    </ScreenState>
  );
}
