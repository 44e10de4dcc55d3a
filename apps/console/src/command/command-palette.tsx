import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FileText, Globe, Search } from 'lucide-react';
import { useT } from '@hostdeck/panel';
import { Dialog, DialogContent, DialogTitle, Input, Spinner } from '@hostdeck/ui';
import { searchCommands, type CommandHost, type CommandPage } from './command-search';

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The pages the reader may open, titles translated, in the order an empty search lists them. */
  pages: readonly CommandPage[];
  /** The team's hosts; an empty search lists the first few. */
  hosts: readonly CommandHost[];
  /** Shows a spinner under the results while the hosts are still loading. */
  isLoadingHosts?: boolean;
  /** Called with the chosen entry's href, just before the palette closes. */
  onSelect: (href: string) => void;
}

/**
 * A search dialog to jump to a page or a host: type to filter, arrow keys to move, Enter to open, Escape to close.
 * The input is a combobox whose listbox stays open; focus never leaves the input (aria-activedescendant).
 */
export function CommandPalette({ open, onOpenChange, pages, hosts, isLoadingHosts = false, onSelect }: CommandPaletteProps) {
  const { t } = useT('shell');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        data-slot="command-palette"
        // Near the top rather than centred, so the input stays put while the results change.
        className="top-[10dvh] bottom-auto max-h-[80dvh] gap-0 py-0"
      >
        <DialogTitle className="sr-only">{t('commandPalette.title')}</DialogTitle>
        {/* Mounted with the dialog, so every opening starts from an empty search. */}
        <PaletteSearch
          pages={pages}
          hosts={hosts}
          isLoadingHosts={isLoadingHosts}
          onChoose={(href) => {
            onSelect(href);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

interface PaletteOption {
  key: string;
  kind: 'page' | 'host';
  href: string;
  label: string;
  detail?: string;
}

interface PaletteSearchProps {
  pages: readonly CommandPage[];
  hosts: readonly CommandHost[];
  isLoadingHosts: boolean;
  onChoose: (href: string) => void;
}

/** An id-safe key: option ids must not contain spaces. */
function optionKey(kind: PaletteOption['kind'], id: string | number): string {
  return `${kind}-${String(id).replace(/\s/g, '_')}`;
}

function PaletteSearch({ pages, hosts, isLoadingHosts, onChoose }: PaletteSearchProps) {
  const { t } = useT('shell');
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const [query, setQuery] = useState('');
  // Remembered by key, not index, so the highlight stays on its entry when hosts arrive under it.
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const results = searchCommands(pages, hosts, query);
  const pageOptions: PaletteOption[] = results.pages.map((page) => ({
    key: optionKey('page', page.id),
    kind: 'page',
    href: page.href,
    label: page.title,
    detail: page.group,
  }));
  const hostOptions: PaletteOption[] = results.hosts.map((host) => ({
    key: optionKey('host', host.id),
    kind: 'host',
    href: host.href,
    label: host.domain,
  }));
  const options = [...pageOptions, ...hostOptions];
  const found = options.findIndex((option) => option.key === activeKey);
  const activeIndex = options.length === 0 ? -1 : Math.max(found, 0);
  const active = options[activeIndex];
  const optionId = (option: PaletteOption) => `${baseId}-${option.key}`;

  function moveBy(step: number) {
    if (options.length === 0) return;
    const next = options[(activeIndex + step + options.length) % options.length];
    if (!next) return;
    setActiveKey(next.key);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter confirms an input method's composition; it is not a choice.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveBy(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      onChoose(active.href);
    }
  }

  const renderOption = (option: PaletteOption) => (
    <PaletteOptionRow
      key={option.key}
      id={optionId(option)}
      option={option}
      isActive={option === active}
      onHover={() => setActiveKey(option.key)}
      onChoose={() => onChoose(option.href)}
    />
  );

  return (
    <>
      <div className="flex items-center gap-2 border-b py-2 ps-4 pe-14">
        <Search aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <Input
          role="combobox"
          aria-label={t('commandPalette.title')}
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={options.length > 0 ? listboxId : undefined}
          aria-activedescendant={active ? optionId(active) : undefined}
          placeholder={t('commandPalette.placeholder')}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveKey(null);
            const listbox = document.getElementById(listboxId);
            if (listbox) listbox.scrollTop = 0;
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="flex min-h-0 flex-1 flex-col">
        {options.length > 0 && (
          <div id={listboxId} role="listbox" aria-label={t('commandPalette.title')} className="min-h-0 flex-1 overflow-y-auto p-2">
            {pageOptions.length > 0 && (
              <OptionGroup id={`${baseId}-pages`} label={t('commandPalette.goTo')}>
                {pageOptions.map(renderOption)}
              </OptionGroup>
            )}
            {hostOptions.length > 0 && (
              <OptionGroup id={`${baseId}-hosts`} label={t('routes.hostList')}>
                {hostOptions.map(renderOption)}
              </OptionGroup>
            )}
          </div>
        )}
        {isLoadingHosts ? (
          <div className="flex justify-center py-4">
            <Spinner />
          </div>
        ) : (
          options.length === 0 && <p className="px-4 py-8 text-center text-sm text-muted-foreground">{t('commandPalette.noResults')}</p>
        )}
      </div>
    </>
  );
}

function OptionGroup({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className="not-first:mt-2">
      <div role="presentation" id={id} className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
        {label}
      </div>
      {children}
    </div>
  );
}

interface PaletteOptionRowProps {
  id: string;
  option: PaletteOption;
  isActive: boolean;
  onHover: () => void;
  onChoose: () => void;
}

function PaletteOptionRow({ id, option, isActive, onHover, onChoose }: PaletteOptionRowProps) {
  const Icon = option.kind === 'page' ? FileText : Globe;
  return (
    // Focus stays in the combobox, whose keydown handler is the keyboard path to every option (aria-activedescendant).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      id={id}
      role="option"
      aria-selected={isActive}
      tabIndex={-1}
      className="group flex min-h-11 cursor-pointer items-center gap-2 rounded-sm px-2 text-sm text-card-foreground aria-selected:bg-accent aria-selected:text-accent-foreground"
      // Keeps focus (and the caret) in the input when an option is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={isActive ? undefined : onHover}
      onClick={onChoose}
    >
      <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground group-aria-selected:text-accent-foreground" />
      {option.kind === 'host' ? (
        <span dir="ltr" className="min-w-0 truncate">
          {option.label}
        </span>
      ) : (
        <span className="min-w-0 truncate">{option.label}</span>
      )}
      {option.detail && (
        <span className="ms-auto shrink-0 text-xs text-muted-foreground group-aria-selected:text-accent-foreground">{option.detail}</span>
      )}
    </div>
  );
}
