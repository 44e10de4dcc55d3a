import type { ConsoleStrings } from '../strings';

export const strings: ConsoleStrings = {
  tagline: 'De webconsole van een hostingplatform voor webontwikkelaars.',
  preview: 'Voorbeeld van het designsysteem',
  appearance: 'Weergave',
  theme: 'Thema',
  system: 'Volgens systeem',
  light: 'Altijd licht',
  dark: 'Altijd donker',
  palette: 'Kleurenpalet',
  language: 'Taal',
  sample: 'Voorbeeldbesturing',
  deploy: 'Uitrollen',
  hostName: 'Hostnaam',
  hostNameHint: 'Kleine letters en cijfers.',
  consoleSoon: 'De schermen van de console komen in de volgende versie.',
};
