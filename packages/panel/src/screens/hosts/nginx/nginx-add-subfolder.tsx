import { Button, Field, Input } from '@hostdeck/ui';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { NginxConfig } from '../../../api/schemas/nginx';
import { issueText } from '../../../i18n/issue-text';
import { useT } from '../../../i18n/i18n-provider';
import { checkNewSubfolderPath } from '../../../rules/nginx-editor';

export interface NginxAddSubfolderProps {
  config: NginxConfig;
  onAdd: (path: string) => void;
}

/** The new sub-folder path, checked as it is typed (host-area 5.11); added on submit when it passes. */
export function NginxAddSubfolder({ config, onAdd }: NginxAddSubfolderProps) {
  const { t } = useT('nginx');
  const { t: tIssues } = useT('issues');
  const [path, setPath] = useState('');
  const issue = checkNewSubfolderPath(config, path);
  // An empty box is not an error yet: the message shows once something is typed (or Add is pressed).
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const error = issue && (path !== '' || wasSubmitted) ? issueText(tIssues, issue) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setWasSubmitted(true);
    if (issue) return;
    onAdd(path);
    setPath('');
    setWasSubmitted(false);
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-start gap-2">
      <Field label={t('entries.addLabel')} hint={t('entries.addHint')} error={error} className="min-w-0 flex-1 basis-56">
        <Input dir="ltr" value={path} onChange={(event) => setPath(event.target.value)} />
      </Field>
      <Button type="submit" variant="secondary" className="sm:mt-6">
        <Plus aria-hidden className="size-4" />
        {t('entries.add')}
      </Button>
    </form>
  );
}
