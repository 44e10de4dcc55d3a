export { ScreendScreen, type ScreendAnswer, type ScreendScreenProps } from './screend';
export { ScreendScreenContainer, type ScreendScreenContainerProps } from './screend.container';
