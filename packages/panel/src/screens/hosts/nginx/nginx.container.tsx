import { isApiError } from '../../../api/errors';
import type { NginxConfig } from '../../../api/schemas/nginx';
import { useSaveNginxConfig } from '../../../data/host-tools/mutations';
import { useNginxConfig } from '../../../data/host-tools/queries';
import { describeMutationError } from '../../../data/mutation-errors';
import { useT } from '../../../i18n/i18n-provider';
import { nginxSiteDomain } from '../../../rules/nginx-server-block';
import { loadServerMessageText } from '../../../i18n/server-messages';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { NginxScreen, type NginxSaveOutcome } from './nginx';

export interface NginxScreenContainerProps {
  /** What the host page frame hands its page: the host, its server, the gate and the title. */
  frame: HostFrameValue;
  /** The `?subdomain=` of the URL: a subdomain label of the host ('' or absent for the host's own site). */
  subdomain?: string;
  /** Puts a new subdomain into the URL ('' removes it). */
  onSubdomainChange: (subdomain: string) => void;
}

/** The nginx page wired to the data layer: the site's read-back, and its save (config object or raw text). */
export function NginxScreenContainer({ frame, subdomain = '', onSubdomainChange }: NginxScreenContainerProps) {
  const { teamId, hostId, host } = frame;
  const { t, i18n } = useT('common');
  const site = useNginxConfig({ teamId, hostId, subdomain: subdomain || undefined });
  const save = useSaveNginxConfig();
  const state = combineQueries({ site });
  // The frame has already found the host: a 404 here is the bridge's 'no configuration exists' for this site.
  const isMissing = isApiError(site.error) && site.error.isNotFound;

  const onSave = async (body: NginxConfig | string): Promise<NginxSaveOutcome> => {
    try {
      const result = await save.mutateAsync({ teamId, hostId, subdomain: subdomain || undefined, config: body });
      return { answer: result.message ?? '' };
    } catch (error) {
      const text = describeMutationError(error);
      const heading = text ? (text.values ? t(text.key, text.values) : t(text.key)) : t('errors.network');
      // A refused config comes back as the field error of `nginx` (422); other refusals as the answer's detail.
      const serverWords = (isApiError(error) ? error.fieldErrors.nginx : undefined) ?? text?.detail;
      if (serverWords === undefined) return { error: heading };
      const describe = await loadServerMessageText(i18n);
      return { error: `${heading} ${describe(serverWords)}` };
    }
  };

  return (
    <NginxScreen
      title={frame.title}
      hostDomain={host.domain}
      subdomain={subdomain}
      siteDomain={nginxSiteDomain(host.domain, subdomain)}
      onSubdomainChange={onSubdomainChange}
      status={isMissing ? 'content' : state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      isMissing={isMissing}
      page={site.data}
      isReadOnly={frame.gate === 'read-only'}
      onSave={onSave}
    />
  );
}
