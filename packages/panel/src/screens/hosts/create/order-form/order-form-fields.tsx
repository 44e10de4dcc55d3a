import { useId, type Ref } from 'react';
import { Checkbox, Field, Select } from '@hostdeck/ui';
import { useT } from '../../../../i18n/i18n-provider';
import {
  CUSTOM_DOMAIN_CHOICE,
  isServerDisabled,
  type DomainSuffixOption,
  type MergeAvailability,
  type OrderServer,
} from '../../../../rules/order-form';

/** What a select of the form takes from its react-hook-form Controller. */
interface SelectControlProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Lets the form focus the select when it holds the first error. */
  ref?: Ref<HTMLSelectElement>;
}

interface ServerSelectProps extends SelectControlProps {
  servers: readonly OrderServer[];
  planLevel: number;
}

/** host-area 5.6: servers above the plan level stay listed but cannot be chosen. */
export function ServerSelect({ servers, planLevel, value, error, onChange, onBlur, ref }: ServerSelectProps) {
  const { t } = useT('order-form');
  return (
    <Field label={t('server.label')} error={error} isRequired>
      <Select ref={ref} name="serverId" value={value} onChange={(event) => onChange(event.target.value)} onBlur={onBlur}>
        {value === '' && (
          <option value="" disabled>
            {t('server.placeholder')}
          </option>
        )}
        {servers.map((server) => {
          const name = server.title ? t('server.option', { title: server.title, endpoint: server.endpoint }) : server.endpoint;
          const isDisabled = isServerDisabled(server, planLevel);
          return (
            <option key={server.id} value={String(server.id)} disabled={isDisabled}>
              {isDisabled ? t('needsUpgrade', { name }) : name}
            </option>
          );
        })}
      </Select>
    </Field>
  );
}

interface DomainSelectProps extends SelectControlProps {
  options: readonly DomainSuffixOption[];
}

/** A suffix for the host name (the global domain disabled above the plan level), or a custom full domain. */
export function DomainSelect({ options, value, error, onChange, onBlur, ref }: DomainSelectProps) {
  const { t } = useT('order-form');
  const isKnown = value === CUSTOM_DOMAIN_CHOICE || options.some((option) => option.suffix === value);
  return (
    <Field label={t('domain.label')} error={error} isRequired>
      <Select ref={ref} name="domainChoice" value={isKnown ? value : CUSTOM_DOMAIN_CHOICE} onChange={(event) => onChange(event.target.value)} onBlur={onBlur}>
        {options.map((option) => {
          const name = t('domain.suffix', { suffix: option.suffix });
          return (
            <option key={option.suffix} value={option.suffix} disabled={option.isDisabled}>
              {option.isDisabled ? t('needsUpgrade', { name }) : name}
            </option>
          );
        })}
        <option value={CUSTOM_DOMAIN_CHOICE}>{t('domain.custom')}</option>
      </Select>
    </Field>
  );
}

interface MergeOptionProps {
  availability: MergeAvailability;
  parent?: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  ref?: Ref<HTMLButtonElement>;
}

/** host-area 5.5: only under an existing parent domain on the same server; otherwise says which server it needs. */
export function MergeOption({ availability, parent, isChecked, onChange, ref }: MergeOptionProps) {
  const { t } = useT('order-form');
  const noteId = useId();
  const mergeNote = () => {
    if (availability.requiredEndpoint) return t('domain.serverMustBe', { endpoint: availability.requiredEndpoint });
    return availability.isEnabled && parent ? t('domain.mergeHint', { parent }) : undefined;
  };
  const note = mergeNote();
  return (
    <div className="grid gap-1.5">
      <Checkbox
        ref={ref}
        name="mergeWithParent"
        label={t('domain.merge')}
        checked={availability.isEnabled && isChecked}
        disabled={!availability.isEnabled}
        aria-describedby={note ? noteId : undefined}
        onCheckedChange={(checked) => onChange(checked === true)}
      />
      {note && (
        <p id={noteId} className={availability.requiredEndpoint ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
          {note}
        </p>
      )}
    </div>
  );
}
