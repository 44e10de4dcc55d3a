import { useMemo, type ComponentType } from 'react';
import { Badge, DataTable, type DataTableColumn } from '@hostdeck/ui';
import type { Domain } from '../../../api/schemas/domains';
import { useT } from '../../../i18n/i18n-provider';
import { domainPath } from '../../../rules/record-paths';
import type { PanelLinkProps } from '../../common/link/panel-link';
import { domainExpiry } from './domain-expiry';
import { DOMAIN_STATUS_BADGES, DOMAIN_STATUS_LABEL_KEYS } from './domain-list-status';

export interface DomainListTableProps {
  domains: readonly Domain[];
  /** '/user' or '/user/team/{teamId}': where the rows lead. */
  teamBase: string;
  linkComponent: ComponentType<PanelLinkProps>;
}

// Module-level, so the table's rows are never redrawn for a new function.
const getDomainId = (domain: Domain) => domain.id;

/*
 * The domain link stretches over its row (an ::after box against the relatively placed row), so a click anywhere on
 * the row opens the domain while the keyboard reaches the row through that one link, not through a focusable row.
 */
const ROW_LINK =
  "rounded-sm underline underline-offset-4 [overflow-wrap:anywhere] focus-visible:outline-2 focus-visible:outline-ring after:absolute after:inset-0 after:content-['']";

/**
 * The domains: name (a link to its detail), status as a coloured badge with its word, and the expiry date, or a
 * question mark when there is none. Narrower than 32rem, each domain stacks into labelled lines.
 */
export function DomainListTable({ domains, teamBase, linkComponent: Link }: DomainListTableProps) {
  const { t, i18n } = useT('domain-list');
  const columns = useMemo<DataTableColumn<Domain>[]>(
    () => [
      {
        id: 'domain',
        header: t('columns.domain'),
        isRowHeader: true,
        className: 'whitespace-normal',
        cell: (domain) => (
          <Link to={domainPath(teamBase, 'detail', domain.id)} className={ROW_LINK}>
            <bdi dir="ltr">{domain.name}</bdi>
          </Link>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (domain) => <Badge variant={DOMAIN_STATUS_BADGES[domain.status]}>{t(DOMAIN_STATUS_LABEL_KEYS[domain.status])}</Badge>,
      },
      {
        id: 'expiry',
        header: t('columns.expiry'),
        cell: (domain) => {
          const expiry = domainExpiry(domain.expiry_at, i18n.language);
          if (expiry.kind === 'date') return expiry.text;
          return (
            <span title={t('noExpiry')}>
              <span aria-hidden>?</span>
              <span className="sr-only">{t('noExpiry')}</span>
            </span>
          );
        },
      },
    ],
    [t, i18n.language, teamBase, Link],
  );
  return (
    <DataTable
      variant="stack"
      label={t('table')}
      columns={columns}
      rows={domains}
      getRowId={getDomainId}
      maxHeight="none"
      className="[&_tbody_tr]:relative"
    />
  );
}
