import type { ConsoleStrings } from '../strings';

export const strings: ConsoleStrings = {
  tagline: 'O console web de uma plataforma de hospedagem para desenvolvedores web.',
  preview: 'Prévia do design system',
  appearance: 'Aparência',
  theme: 'Tema',
  system: 'Conforme o sistema',
  light: 'Sempre claro',
  dark: 'Sempre escuro',
  palette: 'Paleta',
  language: 'Idioma',
  sample: 'Controles de exemplo',
  deploy: 'Implantar',
  hostName: 'Nome do host',
  hostNameHint: 'Letras minúsculas e dígitos.',
  consoleSoon: 'As telas do console chegam na próxima versão.',
};
