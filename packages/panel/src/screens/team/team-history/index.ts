export { TeamHistoryScreen, type InvoicePrintView, type TeamHistoryScreenProps } from './team-history';
export { TeamHistoryScreenContainer, type TeamHistoryScreenContainerProps } from './team-history.container';
