export { EnvironmentScreen, type EnvironmentScreenProps } from './environment';
export { EnvironmentScreenContainer, type EnvironmentScreenContainerProps } from './environment.container';
