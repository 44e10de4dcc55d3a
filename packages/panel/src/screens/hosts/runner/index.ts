export { RunnerScreen, type RunnerScreenProps } from './runner';
export { RunnerScreenContainer, type RunnerScreenContainerProps } from './runner.container';
