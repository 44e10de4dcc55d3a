import { Field, Input, Select, Switch, Textarea, isolateLtr } from '@hostdeck/ui';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { NGINX_APP_MODES, NGINX_PHP_MODES, NGINX_STATIC_MODES } from '../../../rules/limits';
import { isMainEntry, nginxAppDirectory, nginxStaticDirectory, type NginxEntry } from '../../../rules/nginx-editor';

export interface NginxBackendFieldsProps {
  entry: NginxEntry;
  /** The main entry's root, which a sub-folder's paths are resolved against. */
  mainRoot: string;
  isReadOnly: boolean;
  onChange: (entry: NginxEntry) => void;
  /** Field issues in the user's language, by field (`proxyPort`, `command`). */
  errors: Readonly<Record<string, string>>;
}

const linesOf = (text: string) => text.split('\n');

/** Environment keys as lines; the text is kept as typed (blank lines included) while the list gets only the keys. */
function EnvKeysField({ value, isReadOnly, onChange }: { value: readonly string[]; isReadOnly: boolean; onChange: (keys: string[]) => void }) {
  const { t } = useT('nginx');
  const [text, setText] = useState(() => value.join('\n'));
  const shown = linesOf(text).filter((line) => line.trim() !== '').join('\n') === value.join('\n') ? text : value.join('\n');
  return (
    <Field label={t('fields.envKeys')} hint={t('fields.envKeysHint')}>
      <Textarea
        isMonospace
        dir="ltr"
        rows={3}
        value={shown}
        readOnly={isReadOnly}
        onChange={(event) => {
          setText(event.target.value);
          onChange(linesOf(event.target.value).filter((line) => line.trim() !== ''));
        }}
      />
    </Field>
  );
}

/** The fields of the entry's backend type (backend-formats 1.8), with the hints the portal gives. */
export function NginxBackendFields({ entry, mainRoot, isReadOnly, onChange, errors }: NginxBackendFieldsProps) {
  const { t } = useT('nginx');
  const set = (fields: Partial<NginxEntry>) => onChange({ ...entry, ...fields });
  const text = (key: keyof NginxEntry & ('scriptPath' | 'launcherPath' | 'command' | 'workingDir' | 'notFoundPath')) => ({
    value: entry[key],
    readOnly: isReadOnly,
    dir: 'ltr' as const,
    onChange: (event: { target: { value: string } }) => set({ [key]: event.target.value }),
  });

  switch (entry.backend) {
    case 'static':
      return (
        <>
          <Field label={t('fields.staticMode')} hint={t('hints.static', { path: isolateLtr(entry.path), dir: isolateLtr(nginxStaticDirectory(entry, mainRoot)) })}>
            <Select value={entry.staticMode} disabled={isReadOnly} onChange={(event) => set({ staticMode: event.target.value as NginxEntry['staticMode'] })}>
              {NGINX_STATIC_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`staticMode.${mode}`)}
                </option>
              ))}
            </Select>
          </Field>
          {isMainEntry(entry) && (
            <Field label={t('fields.notFound')} hint={t('fields.notFoundHint')}>
              <Input {...text('notFoundPath')} />
            </Field>
          )}
        </>
      );
    case 'php':
      return (
        <Field label={t('fields.phpMode')}>
          <Select value={entry.phpMode} disabled={isReadOnly} onChange={(event) => set({ phpMode: event.target.value as NginxEntry['phpMode'] })}>
            {NGINX_PHP_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`phpMode.${mode}`)}
              </option>
            ))}
          </Select>
        </Field>
      );
    case 'app':
      return (
        <>
          <Field label={t('fields.appMode')}>
            <Select value={entry.appMode} disabled={isReadOnly} onChange={(event) => set({ appMode: event.target.value as NginxEntry['appMode'] })}>
              {NGINX_APP_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`appMode.${mode}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('fields.script')}>
            <Input {...text('scriptPath')} />
          </Field>
          {entry.appMode !== 'default' && (
            <Field label={t('fields.launcher')} hint={t('fields.launcherHint')}>
              <Input {...text('launcherPath')} />
            </Field>
          )}
        </>
      );
    case 'gls':
      return (
        <>
          <Field
            label={t('fields.command')}
            isRequired
            error={errors.command}
            hint={entry.command.trim() === '' ? undefined : t('hints.gls', { command: isolateLtr(entry.command), dir: isolateLtr(nginxAppDirectory(entry, mainRoot)) })}
          >
            <Input {...text('command')} />
          </Field>
          <Switch label={t('fields.background')} checked={entry.runInBackground} disabled={isReadOnly} onCheckedChange={(checked) => set({ runInBackground: checked })} />
          <EnvKeysField value={entry.envKeys} isReadOnly={isReadOnly} onChange={(envKeys) => set({ envKeys })} />
          <Switch label={t('fields.devMode')} checked={entry.devMode} disabled={isReadOnly} onCheckedChange={(checked) => set({ devMode: checked })} />
          <Field label={t('fields.workingDir')} hint={t('fields.workingDirHint')}>
            <Input {...text('workingDir')} />
          </Field>
        </>
      );
    case 'proxy':
      return (
        <Field label={t('fields.port')} isRequired error={errors.proxyPort}>
          <Input
            inputMode="numeric"
            dir="ltr"
            value={entry.proxyPort}
            readOnly={isReadOnly}
            // Digits only: the port is written into proxy_pass as it is typed.
            onChange={(event) => set({ proxyPort: event.target.value.replace(/\D/g, '') })}
          />
        </Field>
      );
    case 'deny':
      return <p className="text-sm text-muted-foreground">{t('fields.denyNote')}</p>;
  }
}
