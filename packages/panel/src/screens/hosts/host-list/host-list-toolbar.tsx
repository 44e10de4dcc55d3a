import { useId } from 'react';
import { Button } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { cooldownSeconds } from '../../../rules/host-list';
import type { HostListScreenProps } from './host-list';
import { HostListRecountNote } from './host-list-recount-note';
import { HostListSearch } from './host-list-search';

export interface HostListToolbarProps extends HostListScreenProps {
  /** Server id -> short name, the filter's choices. */
  names: ReadonlyMap<number, string>;
  isExtended: boolean;
  onExtendedChange: (isExtended: boolean) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-ring';

/** Search, server filter (select and chip), extended-columns toggle, and Update Usage with its time left and what it changed. */
export function HostListToolbar({ names, serverId, onServerFilterChange, isExtended, onExtendedChange, search, onSearchChange, ...props }: HostListToolbarProps) {
  const { t } = useT('host-list');
  const filterId = useId();
  const waitId = useId();
  const seconds = cooldownSeconds(props.recountCooldownMs);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <HostListSearch value={search} onChange={onSearchChange} />
      <label htmlFor={filterId} className="text-sm font-medium">
        {t('server')}
      </label>
      <select
        id={filterId}
        value={serverId ?? ''}
        onChange={(event) => onServerFilterChange(event.target.value ? Number(event.target.value) : undefined)}
        className={`h-10 cursor-pointer rounded-md border border-input bg-background px-2 text-sm ${FOCUS}`}
      >
        <option value="">{t('allServers')}</option>
        {[...names].map(([id, name]) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </select>
      {serverId !== undefined && (
        <span className="inline-flex h-10 items-center gap-1 rounded-full border border-border bg-secondary ps-3 pe-1 text-sm text-secondary-foreground">
          {t('filteredBy', { server: names.get(serverId) ?? `#${serverId}` })}
          <button type="button" aria-label={t('clearFilter')} onClick={() => onServerFilterChange(undefined)} className={`size-8 cursor-pointer rounded-full hover:bg-accent ${FOCUS}`}>
            <span aria-hidden>×</span>
          </button>
        </span>
      )}
      <Button variant="outline" aria-pressed={isExtended} onClick={() => onExtendedChange(!isExtended)}>
        {t('extended')}
      </Button>
      <span className="ms-auto" />
      {seconds > 0 && (
        <span id={waitId} className="text-sm text-muted-foreground tabular-nums">
          {t('recountWait', { seconds })}
        </span>
      )}
      <Button variant="outline" disabled={seconds > 0} isLoading={props.isRecounting} aria-describedby={seconds > 0 ? waitId : undefined} onClick={props.onRecount}>
        {t('recount')}
      </Button>
      <HostListRecountNote changes={props.recountChanges ?? null} />
    </div>
  );
}
