export { OrderForm, type OrderFormProps } from './order-form';
export { OrderFormContainer, type OrderFormContainerProps } from './order-form.container';
export { HostDomainCheckStatus, type HostDomainCheckStatusProps } from './domain-check-status';
export { initialOrderValues, withServer, firstUsableSuffix, type InitialOrderOptions } from './order-form-values';
