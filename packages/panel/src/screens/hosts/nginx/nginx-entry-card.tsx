import { Button, ConfirmDialog, Field, Input, Select, Switch, isolateLtr } from '@hostdeck/ui';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { NGINX_BACKEND_TYPES, NGINX_CACHE_EXPIRY_OPTIONS } from '../../../rules/limits';
import { isMainEntry, type NginxEntry } from '../../../rules/nginx-editor';
import { canDeleteNginxLocation } from '../../../rules/nginx-locations';
import { NginxBackendFields } from './nginx-backend-fields';

export interface NginxEntryCardProps {
  entry: NginxEntry;
  mainRoot: string;
  isReadOnly: boolean;
  onChange: (entry: NginxEntry) => void;
  /** Removes the sub-folder entry (after the confirmation this card asks for). */
  onDelete: (path: string) => void;
  /** Field issues in the user's language, by field. */
  errors: Readonly<Record<string, string>>;
  /** What the agent would refuse about this entry, in the user's language. */
  problems: readonly string[];
}

/** One path's settings: where files come from, how long they are cached, and what answers the requests. */
export function NginxEntryCard({ entry, mainRoot, isReadOnly, onChange, onDelete, errors, problems }: NginxEntryCardProps) {
  const { t } = useT('nginx');
  const headingId = useId();
  const [isConfirming, setIsConfirming] = useState(false);
  const isMain = isMainEntry(entry);
  const set = (fields: Partial<NginxEntry>) => onChange({ ...entry, ...fields });
  const title = isMain ? t('entries.main') : t('entries.subfolder', { path: isolateLtr(entry.path) });

  return (
    <li aria-labelledby={headingId} className="grid min-w-0 gap-4 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="min-w-0 break-words font-medium">
          {title}
        </h2>
        {!isReadOnly && canDeleteNginxLocation(entry.path) && (
          <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)}>
            <Trash2 aria-hidden className="size-4" />
            {t('entries.delete', { path: isolateLtr(entry.path) })}
          </Button>
        )}
      </div>
      {problems.length > 0 && (
        <ul className="grid gap-1 text-sm text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.root')} hint={t('fields.rootHint')}>
          <Input dir="ltr" value={entry.root} readOnly={isReadOnly} onChange={(event) => set({ root: event.target.value })} />
        </Field>
        <Field label={t('fields.cache')}>
          <Select value={entry.cache} disabled={isReadOnly} onChange={(event) => set({ cache: event.target.value as NginxEntry['cache'] })}>
            {NGINX_CACHE_EXPIRY_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`cache.${option}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {!isMain && (
        <Switch
          label={t('fields.alias')}
          checked={entry.rootIsAlias}
          // An alias without a path means nothing: the switch waits for one.
          disabled={isReadOnly || entry.root.trim() === ''}
          onCheckedChange={(checked) => set({ rootIsAlias: checked })}
        />
      )}
      <Field label={t('fields.backend')}>
        <Select value={entry.backend} disabled={isReadOnly} onChange={(event) => set({ backend: event.target.value as NginxEntry['backend'] })}>
          {NGINX_BACKEND_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`backend.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-4">
        <NginxBackendFields entry={entry} mainRoot={mainRoot} isReadOnly={isReadOnly} onChange={onChange} errors={errors} />
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        variant="destructive"
        title={t('entries.deleteTitle', { path: isolateLtr(entry.path) })}
        description={t('entries.deleteText')}
        confirmLabel={t('entries.deleteConfirm')}
        onConfirm={() => onDelete(entry.path)}
      />
    </li>
  );
}
