export { RunnerScreen, type RunnerScreenProps, type RunnerHost, type RunnerView } from './runner';
export { RunnerScreenContainer, type RunnerScreenContainerProps } from './runner.container';
export { AddDeploymentDialog, DEFAULT_DEPLOY_TEMPLATE, type AddDeploymentDialogProps } from './add-deployment-dialog';
export { WebhookDialog, type WebhookDialogProps } from './webhook-dialog';
export { RunnerLogView, type RunnerLogViewProps } from './runner-log-view';
export { GITHUB_DEPLOY_PATH, WEBHOOK_SECRET_PREFIX, deriveWebhookSecret, webhookWorkflow } from './webhook-secret';
