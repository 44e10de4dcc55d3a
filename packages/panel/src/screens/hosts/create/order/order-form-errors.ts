import type { OrderField, OrderFieldError } from '../../../../rules/order-form';

/** The catalog key and values of a field's error (order area). */
export function orderErrorText(error: OrderFieldError): { key: string; values?: Record<string, number> } {
  switch (error.field) {
    case 'name':
      if (error.code === 'length') return { key: 'errors.nameLength', values: { min: error.min, max: error.max } };
      return { key: error.code === 'required' ? 'errors.nameRequired' : 'errors.namePattern' };
    case 'serverId':
      return { key: error.code === 'required' ? 'errors.serverRequired' : 'errors.serverPlan' };
    case 'domainChoice':
      return { key: error.code === 'required' ? 'errors.domainRequired' : 'errors.domainPlan' };
    case 'customDomain':
      if (error.code === 'tooLong') return { key: 'errors.customTooLong', values: { max: error.max } };
      return { key: error.code === 'required' ? 'errors.customRequired' : 'errors.customPattern' };
    case 'password':
      if (error.code === 'tooShort') return { key: 'errors.passwordTooShort', values: { min: error.min } };
      return { key: 'errors.passwordRequired' };
  }
}

/** The first error of each field. */
export function errorsByField(errors: readonly OrderFieldError[]): Partial<Record<OrderField, OrderFieldError>> {
  const byField: Partial<Record<OrderField, OrderFieldError>> = {};
  for (const error of errors) byField[error.field] ??= error;
  return byField;
}
