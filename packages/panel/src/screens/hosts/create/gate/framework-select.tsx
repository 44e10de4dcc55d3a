import { Field, Select } from '@hostdeck/ui';
import type { RecipeFramework } from '../../../../api/schemas/recipes';
import { useT } from '../../../../i18n/i18n-provider';
import { groupFrameworks } from './recipe-groups';

export interface FrameworkSelectProps {
  /** The recipe index's frameworks; shown grouped (HTML, PHP, JavaScript ...). */
  frameworks: readonly RecipeFramework[];
  /** The chosen framework's file, '' for none. */
  value: string;
  onChange: (file: string) => void;
  isDisabled?: boolean;
  className?: string;
}

/** A framework or language of the recipe index, chosen from options grouped as the index groups them. */
export function FrameworkSelect({ frameworks, value, onChange, isDisabled = false, className }: FrameworkSelectProps) {
  const { t } = useT('wizard');
  return (
    <Field label={t('gallery.frameworkLabel')} className={className}>
      <Select value={value} disabled={isDisabled} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{t('gallery.frameworkPlaceholder')}</option>
        {groupFrameworks(frameworks).map(({ group, frameworks: items }) => (
          <optgroup key={group} label={group}>
            {items.map((framework) => (
              <option key={framework.file} value={framework.file}>
                {framework.title}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
    </Field>
  );
}
