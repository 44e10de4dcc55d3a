import type { ConsoleStrings } from '../strings';

export const strings: ConsoleStrings = {
  tagline: 'Die Web-Konsole einer Hosting-Plattform für Webentwickler.',
  preview: 'Vorschau des Designsystems',
  appearance: 'Darstellung',
  theme: 'Design',
  system: 'Wie im System',
  light: 'Immer hell',
  dark: 'Immer dunkel',
  palette: 'Farbpalette',
  language: 'Sprache',
  sample: 'Beispiel-Steuerelemente',
  deploy: 'Bereitstellen',
  hostName: 'Hostname',
  hostNameHint: 'Kleinbuchstaben und Ziffern.',
  consoleSoon: 'Die Konsolenseiten folgen mit der nächsten Version.',
};
