import { isolateLtr } from '@hostdeck/ui';
import type { NginxConfig } from '../../../api/schemas/nginx';
import { issueText } from '../../../i18n/issue-text';
import { useT } from '../../../i18n/i18n-provider';
import { addNginxSubfolder, applyNginxEntry, nginxEntryIssues, otherNginxLocations, readNginxEntries, removeNginxSubfolder } from '../../../rules/nginx-editor';
import type { NginxQuirk } from '../../../rules/nginx-server-block';
import { NginxAddSubfolder } from './nginx-add-subfolder';
import { NginxEntryCard } from './nginx-entry-card';
import { quirkText } from './nginx-quirk-text';

export interface NginxStructuredTabProps {
  config: NginxConfig;
  /** The agent's refusals of the current config: each shows on the entry it is about. */
  refusals: readonly NginxQuirk[];
  isReadOnly: boolean;
  onConfigChange: (config: NginxConfig) => void;
}

/** The entries of the interactive editor (backend-formats 1.8): the main entry, then each sub-folder. */
export function NginxStructuredTab({ config, refusals, isReadOnly, onConfigChange }: NginxStructuredTabProps) {
  const { t } = useT('nginx');
  const { t: tIssues } = useT('issues');
  const entries = readNginxEntries(config);
  const mainRoot = entries[0]?.root ?? '';
  const others = otherNginxLocations(config);

  return (
    <div className="grid gap-4">
      <ul aria-label={t('entries.label')} className="grid gap-4">
        {entries.map((entry) => (
          <NginxEntryCard
            key={entry.path}
            entry={entry}
            mainRoot={mainRoot}
            isReadOnly={isReadOnly}
            onChange={(edited) => onConfigChange(applyNginxEntry(config, edited))}
            onDelete={(path) => onConfigChange(removeNginxSubfolder(config, path))}
            errors={Object.fromEntries(nginxEntryIssues(entry).map((issue) => [issue.path, issueText(tIssues, issue)]))}
            problems={refusals.filter((quirk) => quirk.params?.match === entry.path).map((quirk) => quirkText(t, quirk))}
          />
        ))}
      </ul>
      {others.length > 0 && <p className="text-sm text-muted-foreground">{t('entries.others', { matches: others.map((match) => isolateLtr(match)).join(', ') })}</p>}
      {!isReadOnly && <NginxAddSubfolder config={config} onAdd={(path) => onConfigChange(addNginxSubfolder(config, path))} />}
    </div>
  );
}
