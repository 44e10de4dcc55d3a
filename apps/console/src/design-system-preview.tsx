import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Field,
  Input,
  RadioGroup,
  RadioGroupItem,
  Select,
  THEME_CHOICES,
  UI_LANGUAGES,
  isPalettePair,
  useTheme,
  type ThemeChoice,
} from '@hostdeck/ui';
import type { ConsoleStrings } from './i18n/strings';
import { LANGUAGE_NAMES } from './i18n/strings';

const PAIR_NAMES = { 'light-dark': 'light | dark', 'lemonade-night': 'lemonade | night', 'valentine-coffee': 'valentine | coffee' };

export interface DesignSystemPreviewProps {
  strings: ConsoleStrings;
  language: string;
  onLanguageChange: (language: string) => void;
}

export function DesignSystemPreview({ strings, language, onLanguageChange }: DesignSystemPreviewProps) {
  const { choice, pair, setChoice, setPair } = useTheme();
  const choiceLabel: Record<ThemeChoice, string> = { system: strings.system, light: strings.light, dark: strings.dark };

  return (
    <main className="mx-auto grid max-w-3xl gap-6 p-4 sm:p-8">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold">Hostdeck</h1>
        <p className="text-muted-foreground">{strings.tagline}</p>
      </header>
      <Alert variant="info">
        <AlertDescription>{strings.consoleSoon}</AlertDescription>
      </Alert>
      <Card>
        <CardHeader>
          <CardTitle>{strings.appearance}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 sm:grid-cols-3">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{strings.theme}</legend>
            <RadioGroup value={choice} onValueChange={(value) => setChoice(value as ThemeChoice)} aria-label={strings.theme}>
              {THEME_CHOICES.map((option) => (
                <RadioGroupItem key={option} value={option} label={choiceLabel[option]} />
              ))}
            </RadioGroup>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{strings.palette}</legend>
            <RadioGroup value={pair} onValueChange={(value) => isPalettePair(value) && setPair(value)} aria-label={strings.palette}>
              {Object.entries(PAIR_NAMES).map(([value, name]) => (
                <RadioGroupItem key={value} value={value} label={name} />
              ))}
            </RadioGroup>
          </fieldset>
          <Field label={strings.language}>
            <Select value={language} onChange={(event) => onLanguageChange(event.target.value)}>
              {UI_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </Select>
          </Field>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{strings.preview}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Field label={strings.hostName} hint={strings.hostNameHint}>
            <Input defaultValue="sunny-otter-abc" />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button>{strings.deploy}</Button>
            <Button variant="outline">{strings.deploy}</Button>
            <Button variant="destructive">{strings.deploy}</Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
