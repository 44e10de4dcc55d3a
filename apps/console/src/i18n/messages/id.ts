import type { ConsoleStrings } from '../strings';

export const strings: ConsoleStrings = {
  tagline: 'Konsol web dari platform hosting untuk pengembang web.',
  preview: 'Pratinjau sistem desain',
  appearance: 'Tampilan',
  theme: 'Tema',
  system: 'Ikuti sistem',
  light: 'Selalu terang',
  dark: 'Selalu gelap',
  palette: 'Palet',
  language: 'Bahasa',
  sample: 'Contoh kontrol',
  deploy: 'Deploy',
  hostName: 'Nama host',
  hostNameHint: 'Huruf kecil dan angka.',
  consoleSoon: 'Layar konsol hadir di rilis berikutnya.',
};
