import { DomainListScreenContainer } from '@hostdeck/panel';
import type { PageProps } from './page-props';

/** {teamBase}/domain: the team's domains, with New order and Transfer domain for its managers. */
export function DomainListPage({ title }: PageProps) {
  return <DomainListScreenContainer title={title} />;
}
