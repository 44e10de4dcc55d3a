import { useId } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Field, IconButton, Input, isolateLtr } from '@hostdeck/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { DOMAIN_NAME_SERVERS_MAX, domainNameServerIssues, normalizeNameServer, sameNameServers } from '../../../rules/dns-nameservers';
import type { RuleIssue } from '../../../rules/issues';
import { FormFailure } from '../../common/form-failure/form-failure';

export interface NameServerValues {
  ns: { host: string }[];
}

export interface NameServersFormProps {
  /** The name servers the registry holds for the domain now. */
  current: readonly string[];
  /** The platform's own name servers (initdata config.nameservers), offered with one click. */
  defaults: readonly string[];
  /** Saves the list (action updatens); a rejection keeps the edits and shows the server's reasons on the list. */
  onSave: (ns: string[]) => Promise<unknown>;
}

const rowsOf = (hosts: readonly string[]): NameServerValues => ({ ns: hosts.map((host) => ({ host })) });
const hostsOf = (values: NameServerValues) => values.ns.map((row) => row.host);
const EMPTY_PAIR = rowsOf(['', '']);
const validate = (values: NameServerValues) => domainNameServerIssues(hostsOf(values));

/** The name server list of a domain (account-area 2 and 7): rows to add and remove, each a host name, two at least. */
export function NameServersForm({ current, defaults, onSave }: NameServersFormProps) {
  const { t } = useT('domain-dns');
  const titleId = useId();
  const listErrorId = useId();
  const issueMessage = (issue: RuleIssue) => {
    if (issue.code === 'belowMin') return t('ns.tooFew', { min: issue.params?.min });
    if (issue.code === 'aboveMax') return t('ns.tooMany', { max: issue.params?.max });
    if (issue.code === 'pattern') return t('ns.invalidHost');
    if (issue.code === 'notUnique') return t('ns.duplicate');
    return undefined;
  };
  const { form, submit, errorOf, submitFailure, isSubmitting } = useRuleForm<NameServerValues>({
    defaultValues: EMPTY_PAIR,
    values: current.length > 0 ? rowsOf(current) : undefined,
    validate,
    issueMessage,
    onSubmit: async (values) => {
      const hosts = hostsOf(values).map(normalizeNameServer);
      await onSave(hosts);
      // Saved: the list as the registry now holds it is the new starting point.
      form.reset(rowsOf(hosts));
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'ns' });
  const hosts = useWatch({ control: form.control, name: 'ns' }).map((row) => row.host);
  const listErrors = form.formState.errors.ns;
  // A rule's count issue sits on the array's root; the server's message for 'ns' on the array itself.
  const listError = listErrors?.root?.message ?? listErrors?.message;
  const hasFieldError = listError !== undefined || hosts.some((_, index) => errorOf(`ns.${index}.host`) !== undefined);

  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>{t('ns.title')}</CardTitle>
        <CardDescription>{t('ns.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-labelledby={titleId} className="grid gap-4">
          {submitFailure && <FormFailure title={t('ns.failed')} detail={submitFailure.detail} hasFieldError={hasFieldError} />}
          <fieldset aria-describedby={listError ? listErrorId : undefined} className="grid gap-3">
            <legend className="sr-only">{t('ns.title')}</legend>
            {rows.fields.map((row, index) => (
              <div key={row.id} className="flex items-start gap-2">
                <Controller
                  control={form.control}
                  name={`ns.${index}.host`}
                  render={({ field }) => (
                    <Field label={t('ns.row', { n: index + 1 })} error={errorOf(`ns.${index}.host`)} className="min-w-0 flex-1">
                      <Input {...field} dir="ltr" inputMode="url" autoComplete="off" autoCapitalize="off" spellCheck={false} placeholder="ns1.example.com" className="font-mono" />
                    </Field>
                  )}
                />
                <IconButton label={t('ns.remove', { n: index + 1 })} icon={<Trash2 aria-hidden />} onClick={() => rows.remove(index)} className="mt-6 shrink-0" />
              </div>
            ))}
            {listError && (
              <p id={listErrorId} role="alert" className="text-sm text-destructive">
                {listError}
              </p>
            )}
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => rows.append({ host: '' })} disabled={rows.fields.length >= DOMAIN_NAME_SERVERS_MAX}>
              <Plus aria-hidden />
              {t('ns.add')}
            </Button>
            {defaults.length > 0 && (
              <Button variant="outline" onClick={() => rows.replace(rowsOf(defaults).ns)} disabled={sameNameServers(hosts, defaults)}>
                {t('ns.useOurs')}
              </Button>
            )}
          </div>
          {defaults.length > 0 && <p className="text-sm break-all text-muted-foreground">{t('ns.ours', { hosts: defaults.map((host) => isolateLtr(host)).join(', ') })}</p>}
          <div>
            <Button type="submit" isLoading={isSubmitting}>
              {t('ns.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
