import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Check } from 'lucide-react';
import { Input } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import type { NamedCountry } from '../../../rules/countries';
import { searchCountries } from '../../../rules/country-search';

export interface CountryComboboxProps {
  /** Every country, named and sorted in the user's language. */
  countries: readonly NamedCountry[];
  /** The chosen country's code; '' for none. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  name?: string;
}

/**
 * A searchable country list: the input filters, the list below stays open. Focus never leaves the input: the arrow
 * keys move the highlight (aria-activedescendant), Enter chooses it; a click chooses too. Inside a Field the input
 * takes the field's label, hint and error.
 */
export function CountryCombobox({ countries, value, onChange, onBlur, name }: CountryComboboxProps) {
  const { t } = useT('welcome');
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const listboxRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [activeCode, setActiveCode] = useState<string | null>(null);

  const results = searchCountries(countries, query);
  const found = results.findIndex((country) => country.code === (activeCode ?? value));
  const activeIndex = results.length === 0 ? -1 : Math.max(found, 0);
  const active = results[activeIndex];
  const optionId = (code: string) => `${baseId}-${code}`;

  // The suggested country sits far down a list of 250: show it where the list opens.
  const initialValue = useRef(value);
  useEffect(() => {
    if (initialValue.current) scrollToOption(listboxRef.current, optionId(initialValue.current));
    // optionId only depends on baseId, stable for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function moveTo(index: number) {
    const next = results[Math.min(Math.max(index, 0), results.length - 1)];
    if (!next) return;
    setActiveCode(next.code);
    scrollToOption(listboxRef.current, optionId(next.code));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter confirms an input method's composition; it is not a choice.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveTo(activeIndex + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault();
      moveTo(activeIndex + (event.key === 'PageDown' ? 10 : -10));
    } else if (event.key === 'Enter') {
      // Enter in the search chooses; it never submits the form half-chosen.
      event.preventDefault();
      if (active) onChange(active.code);
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      setQuery('');
      setActiveCode(null);
    }
  }

  return (
    <div className="grid gap-2">
      <Input
        type="search"
        role="combobox"
        name={name}
        aria-autocomplete="list"
        aria-expanded={results.length > 0}
        aria-controls={results.length > 0 ? listboxId : undefined}
        aria-activedescendant={active ? optionId(active.code) : undefined}
        placeholder={t('country.placeholder')}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveCode(null);
          if (listboxRef.current) listboxRef.current.scrollTop = 0;
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      {results.length > 0 ? (
        <div ref={listboxRef} id={listboxId} role="listbox" aria-label={t('country.listLabel')} className="relative max-h-64 overflow-y-auto rounded-md border p-1">
          {results.map((country) => (
            <CountryOption
              key={country.code}
              id={optionId(country.code)}
              name={country.name}
              isChosen={country.code === value}
              isActive={country === active}
              onHover={() => setActiveCode(country.code)}
              onChoose={() => onChange(country.code)}
            />
          ))}
        </div>
      ) : (
        <p className="rounded-md border px-2 py-6 text-center text-sm text-muted-foreground">{t('country.noResults', { query: query.trim() })}</p>
      )}
    </div>
  );
}

/** Scrolls the list, not the page, so the option shows. */
function scrollToOption(listbox: HTMLElement | null, id: string) {
  const option = listbox?.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`);
  if (!listbox || !option) return;
  if (option.offsetTop < listbox.scrollTop) listbox.scrollTop = option.offsetTop;
  else if (option.offsetTop + option.offsetHeight > listbox.scrollTop + listbox.clientHeight) listbox.scrollTop = option.offsetTop + option.offsetHeight - listbox.clientHeight;
}

interface CountryOptionProps {
  id: string;
  name: string;
  isChosen: boolean;
  isActive: boolean;
  onHover: () => void;
  onChoose: () => void;
}

function CountryOption({ id, name, isChosen, isActive, onHover, onChoose }: CountryOptionProps) {
  return (
    // Focus stays in the combobox, whose keydown handler is the keyboard path to every option (aria-activedescendant).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      id={id}
      role="option"
      aria-selected={isChosen}
      tabIndex={-1}
      data-active={isActive || undefined}
      className="flex min-h-10 cursor-pointer items-center gap-2 rounded-sm px-2 text-sm data-active:bg-accent data-active:text-accent-foreground aria-selected:font-medium"
      // Keeps focus (and the caret) in the input when an option is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={isActive ? undefined : onHover}
      onClick={onChoose}
    >
      <Check aria-hidden className={isChosen ? 'size-4 shrink-0 text-primary' : 'invisible size-4 shrink-0'} />
      <span className="min-w-0 truncate">{name}</span>
    </div>
  );
}
