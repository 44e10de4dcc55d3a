export { CreateHostScreen, type CreateHostScreenProps } from './create-host-screen';
export { CreateHostContainer, EMPTY_DEPLOY_SCRIPT, type CreateHostContainerProps } from './create-host.container';
export { CustomScriptStep, type CustomScriptStepProps } from './custom-script-step';
export { firstWizardView, previousWizardView, stepOfView, wizardSteps, type WizardStep, type WizardView } from './wizard-steps';
