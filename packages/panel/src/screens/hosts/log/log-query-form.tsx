import { Controller } from 'react-hook-form';
import { Button, Field, Input, Select, isolateLtr } from '@hostdeck/ui';
import { LOG_TYPE_VALUES, type LogType } from '../../../api/schemas/host-tools';
import { useRuleForm } from '../../../forms';
import { useT } from '../../../i18n/i18n-provider';
import { issueText } from '../../../i18n/issue-text';
import { collectIssues, type RuleIssue } from '../../../rules/issues';
import { LOG_LINES_MIN } from '../../../rules/limits';
import { readLogLines, type LogQuery } from '../../../rules/log-query';

interface LogQueryValues {
  type: LogType;
  /** Typed text: checked as a whole number of at least 1 before anything changes. */
  n: string;
  sub: string;
}

const toValues = ({ type, n, sub }: LogQuery): LogQueryValues => ({ type, n: String(n), sub });
const validate = ({ n }: LogQueryValues) => collectIssues(readLogLines(n).issue);

export interface LogQueryFormProps {
  query: LogQuery;
  /** What the address held that could not be used (host-area 5.18): said under its field until that field is edited. */
  queryIssues: readonly RuleIssue[];
  /** The host's domain: the log read when Subdomain is empty. */
  domain: string;
  /** Called with valid values only: bad input changes nothing. */
  onQueryChange: (query: LogQuery) => void;
}

/** Which log, how many lines and which subdomain; applying them changes the page's address. */
export function LogQueryForm({ query, queryIssues, domain, onQueryChange }: LogQueryFormProps) {
  const { t } = useT('log');
  const { t: tIssues } = useT('issues');
  const { form, submit, errorOf } = useRuleForm<LogQueryValues>({
    defaultValues: toValues(query),
    values: toValues(query),
    validate,
    mode: 'onSubmit',
    onSubmit: ({ type, n, sub }) => {
      const lines = readLogLines(n);
      if (lines.n !== undefined) onQueryChange({ type, n: lines.n, sub: sub.trim() });
    },
  });
  const { dirtyFields } = form.formState;
  // The address's unusable value is explained once, beside the default shown instead, until the user types their own.
  const urlNote = (field: 'type' | 'n', shown: string) => {
    const issue = queryIssues.find((item) => item.path === field);
    return issue && !dirtyFields[field] ? t('form.urlFallback', { reason: issueText(tIssues, issue), value: shown }) : undefined;
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('form.label')} className="grid items-start gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,9rem)_minmax(0,1fr)_auto]">
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Field label={t('form.type')} error={urlNote('type', t(`types.${query.type}`))}>
            <Select {...field}>
              {LOG_TYPE_VALUES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="n"
        render={({ field }) => (
          <Field label={t('form.maxLines')} hint={t('form.maxLinesHint', { min: LOG_LINES_MIN })} error={errorOf('n') ?? urlNote('n', isolateLtr(String(query.n)))}>
            <Input {...field} type="number" inputMode="numeric" min={LOG_LINES_MIN} step={1} dir="ltr" />
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="sub"
        render={({ field }) => (
          <Field label={t('form.subdomain')} hint={t('form.subdomainHint', { domain: isolateLtr(domain) })}>
            <Input {...field} dir="ltr" autoComplete="off" spellCheck={false} />
          </Field>
        )}
      />
      <Button type="submit" className="sm:mt-6">
        {t('form.submit')}
      </Button>
    </form>
  );
}
