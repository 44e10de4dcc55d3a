import type { ComponentType } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Button, ConfirmDialog, Field, RadioGroup, RadioGroupItem, isolateLtr } from '@hostdeck/ui';
import type { SessionServer } from '../../../api/schemas/session';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { ruleIssue, type RuleIssue } from '../../../rules/issues';
import { canSubmitServerSwitch } from '../../../rules/permissions-host';
import { canSwitchServers, canUseServer, type FeatureLevels } from '../../../rules/permissions-plan';
import type { PanelLinkProps } from '../../common/link/panel-link';
import { FormFailure } from '../../common/form-failure/form-failure';
import { ServerOptionLabel } from './server-option-label';
import { ServerUpgradeNotice } from './server-upgrade-notice';
import { SettingsFormPage } from './settings-form-page';
import { useConfirmStep } from './use-confirm-step';

export interface HostServerScreenProps {
  /** The page's h1 (the route table's title). */
  title: string;
  /** The host's detail page: the back link. */
  detailHref: string;
  linkComponent?: ComponentType<PanelLinkProps>;
  domain: string;
  /** The server the host is on now. */
  currentServer: SessionServer;
  /** initdata's servers, the choices. */
  servers: readonly SessionServer[];
  planLevel: number;
  /** initdata's features: moving needs the manual_backup level. */
  features: FeatureLevels;
  /** The team's upgrade page, offered below the manual_backup level. */
  upgradeHref: string;
  /** Moves the host, once confirmed; a rejection keeps the choice and puts the server's message on the field. */
  onSubmit: (server: SessionServer) => unknown;
}

interface ServerValues {
  server_id: string;
}

/**
 * Change Server (host-area 2, 6): another server for the host, options above the plan level disabled, the current
 * one marked and not submittable; moving asks first. Below the manual-backup level the upgrade message shows instead.
 */
export function HostServerScreen(props: HostServerScreenProps) {
  const { title, detailHref, linkComponent, planLevel, features, upgradeHref } = props;
  const { t } = useT('host-settings');
  const canSwitch = canSwitchServers(planLevel, features);
  return (
    <SettingsFormPage title={title} description={canSwitch ? t('server.description') : undefined} detailHref={detailHref} linkComponent={linkComponent}>
      {canSwitch ? <ServerForm {...props} /> : <ServerUpgradeNotice upgradeHref={upgradeHref} linkComponent={linkComponent} />}
    </SettingsFormPage>
  );
}

function ServerForm({ title, domain, currentServer, servers, planLevel, onSubmit }: HostServerScreenProps) {
  const { t } = useT('host-settings');
  // The current server is always a choice, even where initdata does not list it (a server of another scope).
  const options = servers.some((server) => server.id === currentServer.id) ? servers : [currentServer, ...servers];
  const serverOf = (id: string) => options.find((server) => String(server.id) === id);
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<ServerValues>({
    defaultValues: { server_id: String(currentServer.id) },
    validate: ({ server_id }) => serverIssues(serverOf(server_id), currentServer.id, planLevel),
    onSubmit: ({ server_id }) => {
      const server = serverOf(server_id);
      return server && onSubmit(server);
    },
    isDoneOnSuccess: true,
  });
  const choice = serverOf(useWatch({ control: form.control, name: 'server_id' }));
  const canSubmit = canSubmitServerSwitch(choice, currentServer.id, planLevel);
  const confirm = useConfirmStep(canSubmit, submit);
  return (
    <>
      <form noValidate onSubmit={confirm.onFormSubmit} aria-label={title} className="grid gap-4">
        <Controller
          control={form.control}
          name="server_id"
          render={({ field }) => (
            <Field label={t('server.label')} error={errorOf('server_id')} isRequired>
              <RadioGroup name={field.name} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur}>
                {options.map((server) => {
                  const isUsable = canUseServer(server, planLevel);
                  return (
                    <RadioGroupItem
                      key={server.id}
                      value={String(server.id)}
                      disabled={!isUsable}
                      label={<ServerOptionLabel server={server} isCurrent={server.id === currentServer.id} isUsable={isUsable} />}
                    />
                  );
                })}
              </RadioGroup>
            </Field>
          )}
        />
        {submitFailure && <FormFailure title={t('server.failed')} detail={submitFailure.detail} hasFieldError={errorOf('server_id') !== undefined} />}
        <div>
          <Button type="submit" disabled={!canSubmit} isLoading={isSubmitting}>
            {t('server.submit')}
          </Button>
        </div>
      </form>
      {/* Outside the form: the dialog's own submit would otherwise bubble (through the portal) into this form's. */}
      <ConfirmDialog
        {...confirm.dialog}
        title={t('server.confirm.title', { server: isolateLtr(choice?.endpoint ?? '') })}
        description={t('server.confirm.description', { domain: isolateLtr(domain) })}
        confirmLabel={t('server.confirm.action')}
      />
    </>
  );
}

/** Why a choice cannot be sent: none, the current server, or one above the plan (the submit stays disabled for these). */
function serverIssues(choice: SessionServer | undefined, currentServerId: number, planLevel: number): RuleIssue[] {
  if (!choice) return [ruleIssue('server_id', 'invalidChoice')];
  if (choice.id === currentServerId) return [ruleIssue('server_id', 'sameAsCurrent')];
  return canUseServer(choice, planLevel) ? [] : [ruleIssue('server_id', 'planTooLow')];
}
