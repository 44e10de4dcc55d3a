import type { ConsoleStrings } from '../strings';

export const strings: ConsoleStrings = {
  tagline: 'La console web di una piattaforma di hosting per sviluppatori web.',
  preview: 'Anteprima del design system',
  appearance: 'Aspetto',
  theme: 'Tema',
  system: 'Come il sistema',
  light: 'Sempre chiaro',
  dark: 'Sempre scuro',
  palette: 'Tavolozza',
  language: 'Lingua',
  sample: 'Controlli di esempio',
  deploy: 'Distribuisci',
  hostName: 'Nome host',
  hostNameHint: 'Lettere minuscole e cifre.',
  consoleSoon: 'Le schermate della console arrivano con la prossima versione.',
};
