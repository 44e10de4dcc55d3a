import { Select, type SelectProps } from '@hostdeck/ui';
import type { SessionServer } from '../../../api/schemas/session';
import { useT } from '../../../i18n/i18n-provider';
import { canUseServer } from '../../../rules/permissions-plan';

export type TeamServerSelectProps = Omit<SelectProps, 'children'> & {
  /** A server id, '' for none. */
  value: string;
  servers: readonly SessionServer[];
  planLevel: number;
};

/** initdata's servers; one whose feature_level is above the plan level is listed, disabled, as needing a higher plan. */
export function TeamServerSelect({ value, servers, planLevel, ...props }: TeamServerSelectProps) {
  const { t } = useT('team-detail');
  const isUnknown = value !== '' && !servers.some((server) => String(server.id) === value);
  return (
    <Select value={value} {...props}>
      {value === '' && <option value="">{t('profile.serverPlaceholder')}</option>}
      {isUnknown && <option value={value}>{t('profile.unknownServer', { id: value })}</option>}
      {servers.map((server) => {
        const name = server.title ? t('profile.serverOption', { title: server.title, endpoint: server.endpoint }) : server.endpoint;
        const isUsable = canUseServer(server, planLevel);
        return (
          <option key={server.id} value={String(server.id)} disabled={!isUsable}>
            {isUsable ? name : t('profile.needsUpgrade', { name })}
          </option>
        );
      })}
    </Select>
  );
}
