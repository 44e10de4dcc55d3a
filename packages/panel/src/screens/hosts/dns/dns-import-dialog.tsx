import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle, Button, Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger, Field, Textarea } from '@hostdeck/ui';
import { FileUp } from 'lucide-react';
import { issueText } from '../../../i18n/issue-text';
import { useT } from '../../../i18n/i18n-provider';
import type { RuleIssue } from '../../../rules/issues';

/** What an import did: rows added to the pending changes, records left out as already there, lines not read. */
export interface DnsImportResult {
  added: number;
  skipped: number;
  issues: readonly RuleIssue[];
}

export interface DnsImportProps {
  /** Reads a zone file's text into pending added rows. */
  onImport: (text: string) => DnsImportResult;
}

/** Import a BIND zone: paste it or choose a file; its records join the added rows, unreadable lines are listed. */
export function DnsImportDialog({ onImport }: DnsImportProps) {
  const { t } = useT('dns');
  const { t: tIssues } = useT('issues');
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState('');
  const [result, setResult] = useState<DnsImportResult>();
  const fileId = useId();

  const open = (next: boolean) => {
    setIsOpen(next);
    if (next) {
      setText('');
      setResult(undefined);
    }
  };

  return (
    <Dialog open={isOpen} onOpenChange={open}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileUp aria-hidden />
          {t('import.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('import.title')}</DialogTitle>
          <DialogDescription>{t('import.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-4">
          <Field label={t('import.paste')}>
            <Textarea dir="ltr" isMonospace rows={10} value={text} onChange={(event) => setText(event.target.value)} />
          </Field>
          <div className="grid gap-1.5">
            <label htmlFor={fileId} className="text-sm font-medium">
              {t('import.file')}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".zone,.hosts,.db,.txt,text/plain"
              className="text-sm file:me-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void file.text().then(setText);
              }}
            />
          </div>
          {result && (
            <Alert variant={result.issues.length > 0 ? 'warning' : 'success'}>
              <AlertTitle>{t('import.result', { added: result.added, skipped: result.skipped })}</AlertTitle>
              {result.issues.length > 0 && (
                <AlertDescription>
                  <p>{t('import.unread')}</p>
                  <ul className="list-disc ps-5">
                    {result.issues.map((issue) => (
                      <li key={`${String(issue.params?.line)}-${issue.code}`}>{issueText(tIssues, issue)}</li>
                    ))}
                  </ul>
                </AlertDescription>
              )}
            </Alert>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={() => open(false)}>
            {result ? t('import.done') : t('import.cancel')}
          </Button>
          <Button disabled={text.trim() === ''} onClick={() => {
              setResult(onImport(text));
              setText('');
            }}>
            {t('import.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
