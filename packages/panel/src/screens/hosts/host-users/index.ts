export { HostUsersScreen, type HostUsersScreenProps } from './host-users';
export { HostUsersScreenContainer, type HostUsersScreenContainerProps } from './host-users.container';
