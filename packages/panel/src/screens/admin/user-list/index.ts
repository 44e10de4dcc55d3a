export { UserListScreen, type UserListScreenProps } from './user-list';
export { UserListScreenContainer, type UserListScreenContainerProps } from './user-list.container';
