export { DeleteAccountScreen, type DeleteAccountScreenProps } from './delete-account';
export { DeleteAccountScreenContainer, type DeleteAccountScreenContainerProps } from './delete-account.container';
