export { CreateHostScreen, type CreateHostScreenProps } from './create-host';
export { CreateHostScreenContainer, type CreateHostScreenContainerProps } from './create-host.container';
