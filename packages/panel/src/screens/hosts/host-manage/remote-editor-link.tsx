import { useId, useRef, useState, type FormEvent } from 'react';
import { SquareCode } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Field, Input } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { defaultEditorPath, remoteEditorUrl } from '../../../rules/remote-editor';

export interface RemoteEditorLinkProps {
  /** The SSH user the editor signs in as. */
  username: string;
  /** The server's hostname. */
  server: string;
}

/** host-area 2 Manage: the remote-editor link with its path box; Enter in the box opens the folder typed. */
export function RemoteEditorLink({ username, server }: RemoteEditorLinkProps) {
  const { t } = useT('host-manage');
  const [path, setPath] = useState(() => defaultEditorPath(username));
  const link = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const url = remoteEditorUrl({ username, server, path });
  const open = (event: FormEvent) => {
    event.preventDefault();
    link.current?.click();
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>{t('editor.title')}</CardTitle>
        <CardDescription>{t('editor.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form aria-labelledby={titleId} onSubmit={open} className="grid gap-3">
          <Field label={t('editor.path')} hint={t('editor.pathHint')} className="max-w-xl">
            <Input dir="ltr" value={path} onChange={(event) => setPath(event.target.value)} spellCheck={false} autoComplete="off" />
          </Field>
          <div>
            <Button asChild variant="outline">
              <a ref={link} href={url} data-slot="remote-editor-link">
                <SquareCode aria-hidden />
                {t('editor.open')}
              </a>
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
