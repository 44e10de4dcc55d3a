export { InviteCodeScreen, type InviteCodeScreenProps } from './invite-code';
export { InviteCodeScreenContainer, type InviteCodeScreenContainerProps } from './invite-code.container';
