import type { ConsoleStrings } from '../strings';

export const strings: ConsoleStrings = {
  tagline: 'La console web d’une plateforme d’hébergement pour les développeurs web.',
  preview: 'Aperçu du système de design',
  appearance: 'Apparence',
  theme: 'Thème',
  system: 'Selon le système',
  light: 'Toujours clair',
  dark: 'Toujours sombre',
  palette: 'Palette',
  language: 'Langue',
  sample: 'Exemples de contrôles',
  deploy: 'Déployer',
  hostName: 'Nom de l’hôte',
  hostNameHint: 'Lettres minuscules et chiffres.',
  consoleSoon: 'Les écrans de la console arrivent dans la prochaine version.',
};
