/** The few words the primitives say themselves. Screens pass their own text as props or children. */
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
  typeToConfirm: 'Type {text} to confirm',
  back: 'Back',
  dropHere: 'Drag a folder or a zip file here',
  dropZip: 'Release to upload this zip file',
  dropDirectory: 'Release to upload this folder',
  dropOther: 'Only a zip file or a folder can be uploaded',
  dropMultiple: 'Drop one zip file or one folder at a time',
  chooseZip: 'Choose a zip file',
  chooseFolder: 'Choose a folder',
  step: 'Step {current} of {total}',
  noData: 'Nothing to show yet',
  notifications: 'Notifications',
} as const;

export type UiStringKey = keyof typeof EN_STRINGS;
export type UiStrings = Record<UiStringKey, string>;

/** The 14 languages of the product; en is the source. */
export const UI_LANGUAGES = ['en', 'ar', 'de', 'es', 'fr', 'hi', 'id', 'it', 'ja', 'ko', 'nl', 'pt', 'ru', 'zh'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** Fills `{name}` placeholders. */
export function formatString(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function isRtl(language: string): boolean {
  return language === 'ar';
}
