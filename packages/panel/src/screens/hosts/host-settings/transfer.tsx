import type { ComponentType } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle, Button, ConfirmDialog, Field, Select, SkeletonText, isolateLtr } from '@hostdeck/ui';
import type { TeamSummary } from '../../../api/schemas/session';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { checkTransferTarget } from '../../../rules/host-transfer';
import { collectIssues } from '../../../rules/issues';
import type { PanelLinkProps } from '../../common/link/panel-link';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { SettingsFormPage } from './settings-form-page';
import { useConfirmStep } from './use-confirm-step';

/** A team the website can move to: one of initdata's teams where the user is owner or admin. */
export type TransferTeam = Pick<TeamSummary, 'id' | 'name' | 'role'>;

export interface HostTransferScreenProps {
  /** The page's h1. */
  title: string;
  domain: string;
  /** The team the website belongs to now. */
  currentTeamId: number;
  /** The teams it can move to (`transferTargetTeams`); empty: the note that the user manages no other team. */
  teams: readonly TransferTeam[] | undefined;
  /** Where the teams stand (initdata): loading, error, empty (no team to move to) or content. */
  status: ScreenStatus;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The host's detail page (the back link). */
  detailHref: string;
  linkComponent?: ComponentType<PanelLinkProps>;
  /**
   * Moves the website to the team (its name as the page shows it, for the success message); a rejection keeps the
   * choice and shows the server's message on the field.
   */
  onTransfer: (teamId: number, teamName: string) => unknown;
}

/** Transfer Website: the website moves to another team the user manages, after a confirmation naming both. */
export function HostTransferScreen({ title, domain, teams, status, onRetry, isRetrying, detailHref, linkComponent, ...form }: HostTransferScreenProps) {
  const { t } = useT('host-settings');
  const noTeam = (
    <Alert variant="info">
      <AlertTitle>{t('transfer.noTeamTitle')}</AlertTitle>
      <AlertDescription>{t('transfer.noTeam')}</AlertDescription>
    </Alert>
  );
  return (
    <SettingsFormPage title={title} description={t('transfer.description', { domain: isolateLtr(domain) })} detailHref={detailHref} linkComponent={linkComponent}>
      <ScreenState status={status} onRetry={onRetry} isRetrying={isRetrying} skeleton={<SkeletonText lines={4} />} empty={noTeam}>
        {teams && <TransferForm {...form} title={title} domain={domain} teams={teams} />}
      </ScreenState>
    </SettingsFormPage>
  );
}

type TransferFormProps = Pick<HostTransferScreenProps, 'title' | 'domain' | 'currentTeamId' | 'onTransfer'> & { teams: readonly TransferTeam[] };

interface TransferValues {
  /** The chosen team's id as the select holds it; '' before a choice. The server's name for the field. */
  team_id: string;
}

const EMPTY: TransferValues = { team_id: '' };

function TransferForm({ title, domain, currentTeamId, teams, onTransfer }: TransferFormProps) {
  const { t } = useT('host-settings');
  const teamIdOf = (value: string) => (value === '' ? null : Number(value));
  const targetIssue = (value: string) => checkTransferTarget(teamIdOf(value), teams, currentTeamId);
  const teamName = (team: TransferTeam) => team.name || t('transfer.unnamedTeam', { id: team.id });
  const { form, submit, errorOf, isSubmitting } = useRuleForm<TransferValues>({
    defaultValues: EMPTY,
    validate: (values) => collectIssues(targetIssue(values.team_id)),
    mode: 'onSubmit',
    onSubmit: (values) => {
      const team = teams.find((item) => String(item.id) === values.team_id);
      return onTransfer(Number(values.team_id), team ? teamName(team) : values.team_id);
    },
    isDoneOnSuccess: true,
  });
  const chosen = useWatch({ control: form.control, name: 'team_id' });
  const canSubmit = targetIssue(chosen) === undefined;
  const confirm = useConfirmStep(canSubmit, submit);
  const chosenTeam = teams.find((team) => String(team.id) === chosen);
  const site = isolateLtr(domain);

  return (
    <>
      <div className="grid gap-2 text-sm">
        <p>{t('transfer.moves')}</p>
        <p className="font-medium">{t('transfer.noRefund')}</p>
      </div>
      <form noValidate onSubmit={confirm.onFormSubmit} aria-label={title} className="grid gap-4">
        <Controller
          control={form.control}
          name="team_id"
          render={({ field }) => (
            <Field label={t('transfer.team')} hint={t('transfer.teamHint')} error={errorOf('team_id')} isRequired>
              <Select {...field}>
                <option value="" disabled>
                  {t('transfer.choose')}
                </option>
                {teams.map((team) => (
                  <option key={team.id} value={String(team.id)}>
                    {teamName(team)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        />
        <div>
          <Button type="submit" variant="destructive" disabled={!canSubmit} isLoading={isSubmitting}>
            {t('transfer.submit')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        {...confirm.dialog}
        variant="destructive"
        title={t('transfer.confirmTitle', { domain: site, team: chosenTeam ? teamName(chosenTeam) : '' })}
        description={t('transfer.confirmDescription')}
        confirmLabel={t('transfer.confirm')}
      />
    </>
  );
}
