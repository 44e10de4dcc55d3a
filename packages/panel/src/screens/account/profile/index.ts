export { ProfileScreen, type ProfileScreenProps } from './profile';
export { ProfileScreenContainer, type ProfileScreenContainerProps } from './profile.container';
