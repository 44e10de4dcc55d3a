import { DomainOrderScreenContainer } from '@hostdeck/panel';
import type { PageProps } from './page-props';

/** {teamBase}/domain/create: orders a new domain (name, extension, years, contact), after its availability check. */
export function DomainCreatePage({ title }: PageProps) {
  return <DomainOrderScreenContainer title={title} />;
}
