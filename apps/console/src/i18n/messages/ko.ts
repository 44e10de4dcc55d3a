import type { ConsoleStrings } from '../strings';

export const strings: ConsoleStrings = {
  tagline: '웹 개발자를 위한 호스팅 플랫폼의 웹 콘솔입니다.',
  preview: '디자인 시스템 미리 보기',
  appearance: '모양',
  theme: '테마',
  system: '시스템 설정 따르기',
  light: '항상 밝게',
  dark: '항상 어둡게',
  palette: '색상 팔레트',
  language: '언어',
  sample: '예시 컨트롤',
  deploy: '배포',
  hostName: '호스트 이름',
  hostNameHint: '영문 소문자와 숫자.',
  consoleSoon: '콘솔 화면은 다음 릴리스에서 제공됩니다.',
};
