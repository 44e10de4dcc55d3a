import { useCallback, useMemo, useRef, useState } from 'react';
import type { DnsEditorType, DnsPage } from '../../../api/schemas/dns';
import { dnsChangeLines } from '../../../rules/dns-change-lines';
import { dnsEditorRows, dnsRowsIssues, newDnsRow, type DnsEditorRow, type DnsFieldName, type DnsRowData } from '../../../rules/dns-editor';

/** The editor's pending state: every row of the zone plus the added ones, and what they generate. */
export interface DnsRowsState {
  rows: DnsEditorRow[];
  lines: string[];
  issues: ReturnType<typeof dnsRowsIssues>;
  setName: (key: string, name: string) => void;
  setField: (key: string, field: DnsFieldName, value: string) => void;
  /** Marks a record deleted or kept; an added row marked deleted is removed. */
  toggleDeleted: (key: string) => void;
  addRow: (type: DnsEditorType) => string;
  addRows: (rows: ReadonlyArray<{ type: DnsEditorType; data: DnsRowData }>) => void;
}

/**
 * Rows of the page's zone with their local edits. The edits live as long as the zone they were made on: a save that
 * changes the zone (its serial and records) starts over from the new one, a failed save changes nothing and keeps them.
 */
export function useDnsRows(page: DnsPage): DnsRowsState {
  const zoneKey = JSON.stringify(page.zone);
  const [state, setState] = useState(() => ({ zoneKey, rows: dnsEditorRows(page.records, page.zone) }));
  // Added rows are keyed new-1, new-2 … and never reuse a key, so focus and React state follow the right row.
  const nextKey = useRef(1);
  // A new zone (saved, or changed elsewhere) replaces the rows; adjusting state while rendering, as React advises.
  if (state.zoneKey !== zoneKey) setState({ zoneKey, rows: dnsEditorRows(page.records, page.zone) });
  const rows = state.zoneKey === zoneKey ? state.rows : dnsEditorRows(page.records, page.zone);

  const update = useCallback((key: string, change: (row: DnsEditorRow) => DnsEditorRow | undefined) => {
    setState((current) => ({ ...current, rows: current.rows.flatMap((row) => (row.key === key ? (change(row) ?? []) : [row])) }));
  }, []);

  const setName = useCallback((key: string, name: string) => update(key, (row) => ({ ...row, data: { ...row.data, name } })), [update]);
  const setField = useCallback(
    (key: string, field: DnsFieldName, value: string) => update(key, (row) => ({ ...row, data: { ...row.data, fields: { ...row.data.fields, [field]: value } } })),
    [update],
  );
  const toggleDeleted = useCallback((key: string) => update(key, (row) => (row.original ? { ...row, deleted: !row.deleted } : undefined)), [update]);
  const takeKey = useCallback(() => `new-${nextKey.current++}`, []);
  const addRow = useCallback(
    (type: DnsEditorType) => {
      const key = takeKey();
      setState((current) => ({ ...current, rows: [...current.rows, newDnsRow(type, key)] }));
      return key;
    },
    [takeKey],
  );
  const addRows = useCallback(
    (added: ReadonlyArray<{ type: DnsEditorType; data: DnsRowData }>) => {
      const fresh = added.map((row) => newDnsRow(row.type, takeKey(), row.data));
      setState((current) => ({ ...current, rows: [...current.rows, ...fresh] }));
    },
    [takeKey],
  );

  const lines = useMemo(() => dnsChangeLines(rows), [rows]);
  const issues = useMemo(() => dnsRowsIssues(rows), [rows]);
  return { rows, lines, issues, setName, setField, toggleDeleted, addRow, addRows };
}
