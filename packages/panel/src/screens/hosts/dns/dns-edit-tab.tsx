import { useState } from 'react';
import { Button, Field, Input, Select } from '@hostdeck/ui';
import { Plus } from 'lucide-react';
import { DNS_EDITOR_TYPE_VALUES, type DnsEditorType } from '../../../api/schemas/dns';
import { useT } from '../../../i18n/i18n-provider';
import { filterDnsRows } from '../../../rules/dns-editor';
import type { RuleIssue } from '../../../rules/issues';
import { DnsImportDialog, type DnsImportProps } from './dns-import-dialog';
import { DnsRecordRow } from './dns-record-row';
import type { DnsRowsState } from './use-dns-rows';

export interface DnsEditTabProps {
  editor: DnsRowsState;
  /** The subdomain filter (`?sub=`); '' shows every record. */
  sub: string;
  onSubChange: (sub: string) => void;
  showAllErrors: boolean;
  isReadOnly: boolean;
  importer: DnsImportProps;
}

/** Issues of one row, the row key taken off their paths. */
function rowIssues(issues: readonly RuleIssue[], key: string): RuleIssue[] {
  const prefix = `${key}.`;
  return issues.filter((issue) => issue.path.startsWith(prefix)).map((issue) => ({ ...issue, path: issue.path.slice(prefix.length) }));
}

/** "Edit DNS interactively": the existing records (filtered by `sub`) and the added ones, each row editable. */
export function DnsEditTab({ editor, sub, onSubChange, showAllErrors, isReadOnly, importer }: DnsEditTabProps) {
  const { t } = useT('dns');
  const [addType, setAddType] = useState<DnsEditorType>('a');
  const existing = filterDnsRows(editor.rows.filter((row) => row.original), sub);
  const added = editor.rows.filter((row) => !row.original);
  const renderRow = (row: (typeof editor.rows)[number]) => (
    <DnsRecordRow
      key={row.key}
      row={row}
      issues={rowIssues(editor.issues, row.key)}
      showAllErrors={showAllErrors}
      isReadOnly={isReadOnly}
      onName={editor.setName}
      onField={editor.setField}
      onToggleDeleted={editor.toggleDeleted}
    />
  );

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('filter.label')} hint={t('filter.hint')} className="min-w-0 flex-[1_1_14rem] sm:max-w-xs">
          <Input type="search" dir="ltr" value={sub} onChange={(event) => onSubChange(event.target.value)} />
        </Field>
        {!isReadOnly && <DnsImportDialog {...importer} />}
      </div>

      <section aria-labelledby="dns-existing" className="grid gap-3">
        <h2 id="dns-existing" className="text-lg font-semibold">
          {t('existing.title')}
        </h2>
        {existing.length === 0 ? <p className="text-sm text-muted-foreground">{t('existing.empty')}</p> : <ul className="grid gap-2">{existing.map(renderRow)}</ul>}
      </section>

      {!isReadOnly && (
        <section aria-labelledby="dns-added" className="grid gap-3">
          <h2 id="dns-added" className="text-lg font-semibold">
            {t('added.title')}
          </h2>
          {added.length === 0 ? <p className="text-sm text-muted-foreground">{t('added.empty')}</p> : <ul className="grid gap-2">{added.map(renderRow)}</ul>}
          <div className="flex flex-wrap items-end gap-3">
            <Field label={t('added.type')} className="w-40">
              <Select value={addType} onChange={(event) => setAddType(DNS_EDITOR_TYPE_VALUES.find((type) => type === event.target.value) ?? 'a')}>
                {DNS_EDITOR_TYPE_VALUES.map((type) => (
                  <option key={type} value={type}>
                    {type.toUpperCase()}
                  </option>
                ))}
              </Select>
            </Field>
            <Button variant="outline" onClick={() => editor.addRow(addType)}>
              <Plus aria-hidden />
              {t('added.add')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
