export { SoftwareScreen, type SoftwareScreenProps, type SoftwareVersionState } from './software';
export { SoftwareScreenContainer, type SoftwareScreenContainerProps } from './software.container';
