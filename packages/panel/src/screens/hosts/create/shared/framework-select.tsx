import { Field, Select } from '@hostdeck/ui';
import type { RecipeFramework } from '../../../../api/schemas/recipes';
import { groupFrameworks } from './recipe-groups';

export interface FrameworkSelectProps {
  /** The recipe index's frameworks; shown grouped (HTML, PHP, JavaScript ...). */
  frameworks: readonly RecipeFramework[];
  /** The chosen framework's file, '' for none. */
  value: string;
  onChange: (file: string) => void;
  /** The field's label and the option that stands for no choice, in the words of the screen that shows it. */
  label: string;
  placeholder: string;
  isDisabled?: boolean;
  className?: string;
}

/** A framework or language of the recipe index, chosen from options grouped as the index groups them. */
export function FrameworkSelect({ frameworks, value, onChange, label, placeholder, isDisabled = false, className }: FrameworkSelectProps) {
  return (
    <Field label={label} className={className}>
      <Select value={value} disabled={isDisabled} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{placeholder}</option>
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
