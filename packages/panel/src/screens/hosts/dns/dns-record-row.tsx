import { Badge, Button, Field, Input, cn } from '@hostdeck/ui';
import { Trash2, Undo2, X } from 'lucide-react';
import { issueText } from '../../../i18n/issue-text';
import { useT } from '../../../i18n/i18n-provider';
import { DNS_TYPE_FIELDS, isDnsRowEdited, type DnsEditorRow, type DnsFieldName } from '../../../rules/dns-editor';
import type { RuleIssue } from '../../../rules/issues';

export interface DnsRecordRowProps {
  row: DnsEditorRow;
  /** The row's issues, paths as its fields (`name`, `ip` …). */
  issues: readonly RuleIssue[];
  /** Shows every issue; otherwise only those of a row that has been edited. */
  showAllErrors: boolean;
  isReadOnly: boolean;
  onName: (key: string, name: string) => void;
  onField: (key: string, field: DnsFieldName, value: string) => void;
  onToggleDeleted: (key: string) => void;
}

/** Fields that hold numbers get a numeric keyboard; the others are free text, names and values kept left to right. */
const NUMERIC: ReadonlySet<DnsFieldName> = new Set(['preference', 'priority', 'weight', 'port', 'flags']);

/**
 * One DNS record in the editor: its name and its type's fields as inputs (each error under its field, in the user's
 * language), and the delete mark (an added row is removed instead). Read-only, the same values as text.
 */
export function DnsRecordRow({ row, issues, showAllErrors, isReadOnly, onName, onField, onToggleDeleted }: DnsRecordRowProps) {
  const { t } = useT('dns');
  const { t: tIssues } = useT('issues');
  const fields: Array<'name' | DnsFieldName> = ['name', ...DNS_TYPE_FIELDS[row.type]];
  const type = row.type.toUpperCase();
  const isEdited = row.original !== undefined && isDnsRowEdited(row);
  const shownIssues = showAllErrors || isDnsRowEdited(row) ? issues : [];
  const errorOf = (field: string) => {
    const issue = shownIssues.find((candidate) => candidate.path === field);
    return issue && issueText(tIssues, issue);
  };
  const valueOf = (field: 'name' | DnsFieldName) => (field === 'name' ? row.data.name : (row.data.fields[field] ?? ''));
  const label = t('row.label', { type, name: row.data.name || '@' });

  if (isReadOnly) {
    return (
      <li aria-label={label} className="grid gap-1 rounded-md border border-border p-3 text-sm sm:grid-cols-[10rem_1fr]">
        <span dir="ltr" className="break-all font-mono font-medium">{row.data.name}</span>
        <span dir="ltr" className="break-all font-mono">{DNS_TYPE_FIELDS[row.type].map((field) => row.data.fields[field] ?? '').join(' ')}</span>
      </li>
    );
  }

  return (
    // A phone stacks the fields under the type and the delete button; a wide screen puts each record on one row.
    // The button comes last, so the keyboard reaches it after the fields.
    <li
      aria-label={label}
      data-deleted={row.deleted || undefined}
      className={cn('grid grid-cols-[minmax(0,1fr)_auto] gap-3 rounded-md border border-border p-3 lg:grid-cols-[6rem_minmax(0,1fr)_auto] lg:items-start', row.deleted && 'bg-muted')}
    >
      <div className="flex flex-wrap items-center gap-2 lg:flex-col lg:items-start lg:pt-6">
        <Badge variant="outline" className="font-mono">{type}</Badge>
        {row.deleted && <Badge variant="destructive">{t('row.deleted')}</Badge>}
        {isEdited && !row.deleted && <Badge variant="secondary">{t('row.edited')}</Badge>}
      </div>
      <div
        className={cn(
          'col-span-2 grid gap-3 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] lg:col-span-1',
          row.deleted && 'opacity-60',
        )}
      >
        {fields.map((field) => (
          <Field key={field} label={t(`fields.${field}`)} error={errorOf(field)} className="min-w-0">
            <Input
              dir="ltr"
              size="sm"
              inputMode={field !== 'name' && NUMERIC.has(field) ? 'numeric' : undefined}
              value={valueOf(field)}
              disabled={row.deleted}
              onChange={(event) => (field === 'name' ? onName(row.key, event.target.value) : onField(row.key, field, event.target.value))}
              className="font-mono"
            />
          </Field>
        ))}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="col-start-2 row-start-1 justify-self-end lg:col-start-auto lg:row-start-auto lg:mt-6"
        aria-label={row.original ? `${row.deleted ? t('row.keep') : t('row.delete')}: ${label}` : `${t('row.remove')}: ${label}`}
        aria-pressed={row.original ? row.deleted : undefined}
        onClick={() => onToggleDeleted(row.key)}
      >
        {row.original ? row.deleted ? <Undo2 aria-hidden /> : <Trash2 aria-hidden /> : <X aria-hidden />}
        {row.original ? (row.deleted ? t('row.keep') : t('row.delete')) : t('row.remove')}
      </Button>
    </li>
  );
}
