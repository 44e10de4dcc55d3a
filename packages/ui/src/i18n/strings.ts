/** The i18next namespace of the primitives' words, in whatever i18next instance the app provides. */
export const UI_NAMESPACE = 'ui';

/**
 * The few words the primitives say themselves, in English: the source of the `ui` namespace (an i18next resource
 * bundle, `{{name}}` placeholders) and what the primitives say when no i18next instance holds it. Screens pass their
 * own text as props or children.
 */
export const EN_STRINGS = {
  close: 'Close',
  copy: 'Copy',
  copied: 'Copied',
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pagination',
  loading: 'Loading…',
  retry: 'Try again',
  errorTitle: 'Something went wrong',
  cancel: 'Cancel',
  confirm: 'Confirm',
  confirmAgain: 'Click again to confirm',
  typeToConfirm: 'Type {{text}} to confirm',
  back: 'Back',
  dropHere: 'Drag a folder or a zip file here',
  dropZip: 'Release to upload this zip file',
  dropDirectory: 'Release to upload this folder',
  dropOther: 'Only a zip file or a folder can be uploaded',
  dropMultiple: 'Drop one zip file or one folder at a time',
  chooseZip: 'Choose a zip file',
  chooseFolder: 'Choose a folder',
  step: 'Step {{current}} of {{total}}',
  noData: 'Nothing to show yet',
  notifications: 'Notifications',
  page: 'Page {{page}}',
  selectAllRows: 'Select all rows',
  selectRow: 'Select {{name}}',
} as const;

export type UiStringKey = keyof typeof EN_STRINGS;
export type UiStrings = Record<UiStringKey, string>;

/** The 14 languages of the product; en is the source. */
export const UI_LANGUAGES = ['en', 'ar', 'de', 'es', 'fr', 'hi', 'id', 'it', 'ja', 'ko', 'nl', 'pt', 'ru', 'zh'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** Fills `{{name}}` placeholders as i18next does, for English without an i18next instance. */
export function formatString(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function isRtl(language: string): boolean {
  return language === 'ar';
}
