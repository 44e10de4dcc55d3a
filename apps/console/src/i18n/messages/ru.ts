import type { ConsoleStrings } from '../strings';

export const strings: ConsoleStrings = {
  tagline: 'Веб-консоль хостинговой платформы для веб-разработчиков.',
  preview: 'Предпросмотр дизайн-системы',
  appearance: 'Оформление',
  theme: 'Тема',
  system: 'Как в системе',
  light: 'Всегда светлая',
  dark: 'Всегда тёмная',
  palette: 'Палитра',
  language: 'Язык',
  sample: 'Примеры элементов управления',
  deploy: 'Развернуть',
  hostName: 'Имя хоста',
  hostNameHint: 'Строчные латинские буквы и цифры.',
  consoleSoon: 'Экраны консоли появятся в следующем выпуске.',
};
