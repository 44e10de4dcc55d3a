export { WebhookScreen, type WebhookScreenProps } from './webhook';
export { WebhookScreenContainer, type WebhookScreenContainerProps } from './webhook.container';
