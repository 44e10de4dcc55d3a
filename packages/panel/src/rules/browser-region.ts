import { findCountry } from './countries';

/**
 * The country a language tag names by its region subtag ('id-ID' -> 'ID', 'zh-Hant-TW' -> 'TW'); undefined when the
 * tag has no region, names a wider area ('es-419', Latin America) or is not a well-formed tag.
 */
export function regionOfLanguageTag(tag: string): string | undefined {
  let region: string | undefined;
  try {
    // Some systems write POSIX locales ('en_US'); Intl.Locale only reads BCP 47 hyphens.
    region = new Intl.Locale(tag.trim().replace(/_/g, '-')).region;
  } catch {
    return undefined;
  }
  return findCountry(region)?.code;
}

/** The country to suggest from the browser's preferred languages, most preferred first: the first one with a region. */
export function browserRegionCountry(languageTags: readonly string[]): string | undefined {
  for (const tag of languageTags) {
    const country = regionOfLanguageTag(tag);
    if (country) return country;
  }
  return undefined;
}
