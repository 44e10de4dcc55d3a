export { OrderGateScreen, type OrderGateScreenProps } from './order-gate';
export { OrderGateScreenContainer, type OrderGateScreenContainerProps } from './order-gate.container';
