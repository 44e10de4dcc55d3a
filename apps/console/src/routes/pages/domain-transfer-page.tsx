import { DomainTransferScreenContainer } from '@hostdeck/panel';
import type { PageProps } from './page-props';

/** {teamBase}/domain/transfer: orders the transfer of a registered domain with its EPP code. */
export function DomainTransferPage({ title }: PageProps) {
  return <DomainTransferScreenContainer title={title} />;
}
