/** What a search needs of a country: its code and its name in the user's language. */
export interface SearchableCountry {
  code: string;
  name: string;
}

/** Lower case without accents, so 'cote' finds "Côte d’Ivoire" and 'ALAND' finds "Åland Islands". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .trim();
}

/**
 * The countries whose name holds the typed text (or whose two-letter code it is), names that start with it first,
 * each group in the list's own order; every country for an empty search.
 */
export function searchCountries<T extends SearchableCountry>(countries: readonly T[], query: string): readonly T[] {
  const wanted = folded(query);
  if (wanted === '') return countries;
  const starting: T[] = [];
  const containing: T[] = [];
  for (const country of countries) {
    const name = folded(country.name);
    if (name.startsWith(wanted) || country.code.toLowerCase() === wanted) starting.push(country);
    else if (name.includes(wanted)) containing.push(country);
  }
  return [...starting, ...containing];
}
