import type { ConsoleStrings } from '../strings';

export const strings: ConsoleStrings = {
  tagline: 'La consola web de una plataforma de alojamiento para desarrolladores web.',
  preview: 'Vista previa del sistema de diseño',
  appearance: 'Apariencia',
  theme: 'Tema',
  system: 'Según el sistema',
  light: 'Siempre claro',
  dark: 'Siempre oscuro',
  palette: 'Paleta',
  language: 'Idioma',
  sample: 'Controles de ejemplo',
  deploy: 'Desplegar',
  hostName: 'Nombre del host',
  hostNameHint: 'Letras minúsculas y dígitos.',
  consoleSoon: 'Las pantallas de la consola llegan en la próxima versión.',
};
