import type { ConsoleStrings } from '../strings';

export const strings: ConsoleStrings = {
  tagline: '面向 Web 开发者的托管平台 Web 控制台。',
  preview: '设计系统预览',
  appearance: '外观',
  theme: '主题',
  system: '跟随系统',
  light: '始终浅色',
  dark: '始终深色',
  palette: '配色',
  language: '语言',
  sample: '示例控件',
  deploy: '部署',
  hostName: '主机名',
  hostNameHint: '小写字母和数字。',
  consoleSoon: '控制台页面将在下一个版本中推出。',
};
