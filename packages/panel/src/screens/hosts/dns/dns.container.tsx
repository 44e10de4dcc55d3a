import { useCallback } from 'react';
import { isApiError } from '../../../api/errors';
import { useSaveDnsChanges } from '../../../data/host-tools/mutations';
import { useDnsZone } from '../../../data/host-tools/queries';
import { useInitData } from '../../../data/session/queries';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { DnsScreen, type DnsSaveOutcome, type DnsTab } from './dns';

export interface DnsScreenContainerProps {
  /** What the host page frame hands its page: the host, the gate ('allowed' or 'read-only'), the title. */
  frame: HostFrameValue;
  /** `?sub=`: the subdomain filter of the edit table ('' for none). */
  sub: string;
  onSubChange: (sub: string) => void;
  /** The tab to open on (default the current settings). */
  initialTab?: DnsTab;
}

/** Why a save failed, in the server's words: the refused line of a 422 (`template`), or its explanation. */
function failureDetail(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.fieldErrors.template ?? error.detail;
}

/** The DNS page wired to the zone query and the save; the frame has already loaded the host and checked the gate. */
export function DnsScreenContainer({ frame, sub, onSubChange, initialTab }: DnsScreenContainerProps) {
  const { teamId, hostId } = frame;
  const zone = useDnsZone({ teamId, hostId });
  // The platform's name servers only add a warning: the page neither waits for them nor fails with them.
  const init = useInitData();
  const { mutateAsync: saveChanges } = useSaveDnsChanges();
  const onSave = useCallback(
    async (lines: readonly string[]): Promise<DnsSaveOutcome> => {
      try {
        const result = await saveChanges({ teamId, hostId, changes: lines });
        return { ok: true, message: result.message ?? '' };
      } catch (error) {
        return { ok: false, detail: failureDetail(error) };
      }
    },
    [saveChanges, teamId, hostId],
  );
  // An empty zone text is the host DNS message: the zone is not managed here.
  const state = combineQueries({ zone }, (data) => data.zone.raw.trim() === '');
  const page = zone.data;
  return (
    <DnsScreen
      title={frame.title}
      domain={frame.host.domain}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      page={page}
      platformNameservers={init.data?.config.nameservers ?? []}
      isReadOnly={frame.gate === 'read-only'}
      sub={sub}
      onSubChange={onSubChange}
      onSave={onSave}
      initialTab={initialTab}
    />
  );
}
