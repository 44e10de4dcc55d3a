export { TeamInvoicesScreen, type TeamInvoicesScreenProps } from './team-invoices';
export { TeamInvoicesScreenContainer, type TeamInvoicesScreenContainerProps } from './team-invoices.container';
