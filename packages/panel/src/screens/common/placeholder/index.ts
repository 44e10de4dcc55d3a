export { PlaceholderScreen, type PlaceholderScreenProps } from './placeholder';
