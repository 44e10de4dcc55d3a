export { WelcomeScreen, type WelcomeScreenProps } from './welcome';
export { WelcomeScreenContainer, type WelcomeScreenContainerProps } from './welcome.container';
