export { InviteGateScreen, type InviteGateScreenProps } from './invite-gate';
export { InviteGateScreenContainer, type InviteGateScreenContainerProps } from './invite-gate.container';
