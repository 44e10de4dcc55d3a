import type { ConsoleStrings } from '../strings';

export const strings: ConsoleStrings = {
  tagline: 'لوحة التحكم على الويب لمنصة استضافة مخصصة لمطوري الويب.',
  preview: 'معاينة نظام التصميم',
  appearance: 'المظهر',
  theme: 'السمة',
  system: 'حسب النظام',
  light: 'فاتح دائمًا',
  dark: 'داكن دائمًا',
  palette: 'لوحة الألوان',
  language: 'اللغة',
  sample: 'عناصر تحكم نموذجية',
  deploy: 'نشر',
  hostName: 'اسم المضيف',
  hostNameHint: 'أحرف إنجليزية صغيرة وأرقام.',
  consoleSoon: 'تصل شاشات لوحة التحكم في الإصدار القادم.',
};
