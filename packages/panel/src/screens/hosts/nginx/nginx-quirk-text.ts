import { isolateLtr } from '@hostdeck/ui';
import type { NginxQuirk } from '../../../rules/nginx-server-block';

type QuirkTranslate = (key: `quirks.${NginxQuirk['code']}`, values: Record<string, string | number>) => string;

/** A quirk in the user's language; its values (paths, matches, entries) are technical tokens that read left to right. */
export function quirkText(t: QuirkTranslate, quirk: NginxQuirk): string {
  const values = Object.fromEntries(Object.entries(quirk.params ?? {}).map(([key, value]) => [key, typeof value === 'string' ? isolateLtr(value) : value]));
  return t(`quirks.${quirk.code}`, values);
}
