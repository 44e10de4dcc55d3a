export { OrderFormScreen, type OrderFormScreenProps } from './order-form';
export { OrderFormScreenContainer, type OrderFormScreenContainerProps } from './order-form.container';
