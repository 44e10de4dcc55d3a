import type { PalettePair, ThemeMode } from '../packages/ui/src/theme/theme';
import { UI_LANGUAGES } from '../packages/ui/src/i18n/strings';

/** The story test projects pick the mode through this define; the default is light. */
declare const __STORY_MODE__: ThemeMode | undefined;

export const defaultMode: ThemeMode = typeof __STORY_MODE__ === 'string' ? __STORY_MODE__ : 'light';
export const defaultPair: PalettePair = 'light-dark';

export const globalTypes = {
  palette: {
    description: 'Palette pair',
    toolbar: {
      title: 'Palette',
      icon: 'paintbrush',
      items: [
        { value: 'light-dark', title: 'light | dark' },
        { value: 'lemonade-night', title: 'lemonade | night' },
        { value: 'valentine-coffee', title: 'valentine | coffee' },
      ],
      dynamicTitle: true,
    },
  },
  mode: {
    description: 'Light or dark mode',
    toolbar: {
      title: 'Mode',
      icon: 'mirror',
      items: [
        { value: 'light', title: 'Light', icon: 'sun' },
        { value: 'dark', title: 'Dark', icon: 'moon' },
      ],
      dynamicTitle: true,
    },
  },
  language: {
    description: 'Interface language',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: UI_LANGUAGES.map((language) => ({ value: language, title: language })),
      dynamicTitle: true,
    },
  },
};
