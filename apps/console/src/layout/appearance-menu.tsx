import { useId, type ReactNode } from 'react';
import { LANGUAGE_NAMES, PANEL_LANGUAGES, useT, type PanelLanguage } from '@hostdeck/panel';
import { AppearanceButton, LanguageLoadingIndicator } from './top-bar-buttons';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  PALETTE_PAIRS,
  THEME_CHOICES,
  type PalettePair,
  type ThemeChoice,
} from '@hostdeck/ui';

export interface AppearanceMenuProps {
  /** Always light, always dark, or follow the system. */
  theme: ThemeChoice;
  onThemeChange: (theme: ThemeChoice) => void;
  /** light | dark, lemonade | night or valentine | coffee. */
  palette: PalettePair;
  onPaletteChange: (palette: PalettePair) => void;
  language: PanelLanguage;
  onLanguageChange: (language: PanelLanguage) => void;
  /** Shows the loading spinner regardless of the i18n provider (which shows it once a switch takes over 200 ms). */
  isLanguageLoading?: boolean;
  /** Open state, for callers that control it; otherwise the menu keeps its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const THEME_LABEL_KEYS = { system: 'theme.system', light: 'theme.light', dark: 'theme.dark' } as const satisfies Record<ThemeChoice, string>;
const PALETTE_LIST = Object.keys(PALETTE_PAIRS) as PalettePair[];

function pick<T extends string>(choices: readonly T[], value: string): T | undefined {
  return choices.find((choice) => choice === value);
}

/** Theme mode, palette pair and interface language, in one menu of the top bar. */
export function AppearanceMenu({
  theme,
  onThemeChange,
  palette,
  onPaletteChange,
  language,
  onLanguageChange,
  isLanguageLoading = false,
  open,
  onOpenChange,
}: AppearanceMenuProps) {
  const { t } = useT('shell');
  // Choosing keeps the menu open, so several choices can be tried in a row.
  const keepOpen = (event: Event) => event.preventDefault();
  return (
    <div className="flex items-center">
      <LanguageLoadingIndicator isLoading={isLanguageLoading} />
      <DropdownMenu open={open} onOpenChange={onOpenChange}>
        <DropdownMenuTrigger asChild>
          <AppearanceButton />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64 max-w-[calc(100vw-1rem)]">
          <LabelledRadioGroup label={t('theme.title')} value={theme} onValueChange={(value) => withChoice(pick(THEME_CHOICES, value), onThemeChange)}>
            {THEME_CHOICES.map((choice) => (
              <DropdownMenuRadioItem key={choice} value={choice} onSelect={keepOpen}>
                {t(THEME_LABEL_KEYS[choice])}
              </DropdownMenuRadioItem>
            ))}
          </LabelledRadioGroup>
          <DropdownMenuSeparator />
          <LabelledRadioGroup label={t('theme.palette')} value={palette} onValueChange={(value) => withChoice(pick(PALETTE_LIST, value), onPaletteChange)}>
            {PALETTE_LIST.map((pair) => (
              <DropdownMenuRadioItem key={pair} value={pair} onSelect={keepOpen}>
                {`${PALETTE_PAIRS[pair].light} | ${PALETTE_PAIRS[pair].dark}`}
              </DropdownMenuRadioItem>
            ))}
          </LabelledRadioGroup>
          <DropdownMenuSeparator />
          <LabelledRadioGroup label={t('language.title')} value={language} onValueChange={(value) => withChoice(pick(PANEL_LANGUAGES, value), onLanguageChange)}>
            {PANEL_LANGUAGES.map((code) => (
              <DropdownMenuRadioItem key={code} value={code} lang={code} onSelect={keepOpen}>
                {LANGUAGE_NAMES[code]}
              </DropdownMenuRadioItem>
            ))}
          </LabelledRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

function withChoice<T>(choice: T | undefined, onChange: (choice: T) => void) {
  if (choice !== undefined) onChange(choice);
}

interface LabelledRadioGroupProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}

/** A radio group of the menu named by the label above it. */
function LabelledRadioGroup({ label, value, onValueChange, children }: LabelledRadioGroupProps) {
  const labelId = useId();
  return (
    <>
      <DropdownMenuLabel id={labelId}>{label}</DropdownMenuLabel>
      <DropdownMenuRadioGroup aria-labelledby={labelId} value={value} onValueChange={onValueChange}>
        {children}
      </DropdownMenuRadioGroup>
    </>
  );
}
