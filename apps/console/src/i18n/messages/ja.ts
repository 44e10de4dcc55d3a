import type { ConsoleStrings } from '../strings';

export const strings: ConsoleStrings = {
  tagline: 'Web 開発者のためのホスティングプラットフォームの Web コンソール。',
  preview: 'デザインシステムのプレビュー',
  appearance: '外観',
  theme: 'テーマ',
  system: 'システムに合わせる',
  light: '常にライト',
  dark: '常にダーク',
  palette: 'カラーパレット',
  language: '言語',
  sample: 'コントロールの例',
  deploy: 'デプロイ',
  hostName: 'ホスト名',
  hostNameHint: '英小文字と数字。',
  consoleSoon: 'コンソールの画面は次のリリースで追加されます。',
};
