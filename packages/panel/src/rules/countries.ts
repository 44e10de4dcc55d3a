import type { CurrencyCode } from '../api/schemas/billing';
import type { Language } from '../api/schemas/profile';
import type { SessionServer } from '../api/schemas/session';

/*
 * The country list (account-area 3): every ISO 3166-1 alpha-2 country and territory, plus Kosovo (XK), with its
 * international dialling code (ITU-T E.164; the North American Numbering Plan shares +1), the currency the team pays
 * in, the nearest public server region and the panel language most of its people read. Names are not stored: the
 * browser's Intl.DisplayNames says them in the user's language (countryName).
 */

/** The public server regions: the first label of a public server's endpoint (sgp.domcloud.co). */
export const COUNTRY_REGIONS = ['sgp', 'wdc', 'nue', 'osk'] as const;
export type CountryRegion = (typeof COUNTRY_REGIONS)[number];

/** A country of the list, as the spec's Country entity has it (api/schemas/profile `Country`) but without its name. */
export interface CountryInfo {
  /** ISO 3166-1 alpha-2, upper case ('ID'). */
  code: string;
  /** The telephone dial code with its plus ('+62'), the start of a fully qualified phone number. */
  tel: string;
  /** account-area 3: Indonesia pays in idr, every other country in usd. */
  currency: CurrencyCode;
  /** The nearest public server region: sgp for Asia and Oceania, wdc for the Americas, nue for Europe, Africa and the Middle East, osk for Japan, Korea, Taiwan and Mongolia. */
  region: CountryRegion;
  /** The panel language of the country ('en' where none of the panel's languages is spoken there). */
  lang: Language;
}

/*
 * One entry per country: CODE+TEL/REGION, then /LANG when it is not English. Sorted by code. Sources: the ISO 3166
 * Maintenance Agency's code list, the ITU-T E.164 list of assigned country codes, each country's official languages.
 */
const TABLE = `
AD+376/nue AE+971/nue/ar AF+93/nue AG+1/wdc AI+1/wdc AL+355/nue AM+374/nue AO+244/nue/pt AQ+672/sgp AR+54/wdc/es
AS+1/sgp AT+43/nue/de AU+61/sgp AW+297/wdc/nl AX+358/nue AZ+994/nue BA+387/nue BB+1/wdc BD+880/sgp BE+32/nue/nl
BF+226/nue/fr BG+359/nue BH+973/nue/ar BI+257/nue/fr BJ+229/nue/fr BL+590/wdc/fr BM+1/wdc BN+673/sgp BO+591/wdc/es
BQ+599/wdc/nl BR+55/wdc/pt BS+1/wdc BT+975/sgp BV+47/nue BW+267/nue BY+375/nue/ru BZ+501/wdc CA+1/wdc CC+61/sgp
CD+243/nue/fr CF+236/nue/fr CG+242/nue/fr CH+41/nue/de CI+225/nue/fr CK+682/sgp CL+56/wdc/es CM+237/nue/fr
CN+86/sgp/zh CO+57/wdc/es CR+506/wdc/es CU+53/wdc/es CV+238/nue/pt CW+599/wdc/nl CX+61/sgp CY+357/nue CZ+420/nue
DE+49/nue/de DJ+253/nue/fr DK+45/nue DM+1/wdc DO+1/wdc/es DZ+213/nue/ar EC+593/wdc/es EE+372/nue EG+20/nue/ar
EH+212/nue/ar ER+291/nue ES+34/nue/es ET+251/nue FI+358/nue FJ+679/sgp FK+500/wdc FM+691/sgp FO+298/nue FR+33/nue/fr
GA+241/nue/fr GB+44/nue GD+1/wdc GE+995/nue GF+594/wdc/fr GG+44/nue GH+233/nue GI+350/nue GL+299/wdc GM+220/nue
GN+224/nue/fr GP+590/wdc/fr GQ+240/nue/es GR+30/nue GS+500/wdc GT+502/wdc/es GU+1/sgp GW+245/nue/pt GY+592/wdc
HK+852/sgp/zh HM+672/sgp HN+504/wdc/es HR+385/nue HT+509/wdc/fr HU+36/nue ID+62/sgp/id IE+353/nue IL+972/nue
IM+44/nue IN+91/sgp/hi IO+246/sgp IQ+964/nue/ar IR+98/nue IS+354/nue IT+39/nue/it JE+44/nue JM+1/wdc JO+962/nue/ar
JP+81/osk/ja KE+254/nue KG+996/nue/ru KH+855/sgp KI+686/sgp KM+269/nue/fr KN+1/wdc KP+850/osk/ko KR+82/osk/ko
KW+965/nue/ar KY+1/wdc KZ+7/nue/ru LA+856/sgp LB+961/nue/ar LC+1/wdc LI+423/nue/de LK+94/sgp LR+231/nue LS+266/nue
LT+370/nue LU+352/nue/fr LV+371/nue LY+218/nue/ar MA+212/nue/ar MC+377/nue/fr MD+373/nue ME+382/nue MF+590/wdc/fr
MG+261/nue/fr MH+692/sgp MK+389/nue ML+223/nue/fr MM+95/sgp MN+976/osk MO+853/sgp/zh MP+1/sgp MQ+596/wdc/fr
MR+222/nue/ar MS+1/wdc MT+356/nue MU+230/nue MV+960/sgp MW+265/nue MX+52/wdc/es MY+60/sgp MZ+258/nue/pt NA+264/nue
NC+687/sgp/fr NE+227/nue/fr NF+672/sgp NG+234/nue NI+505/wdc/es NL+31/nue/nl NO+47/nue NP+977/sgp NR+674/sgp
NU+683/sgp NZ+64/sgp OM+968/nue/ar PA+507/wdc/es PE+51/wdc/es PF+689/sgp/fr PG+675/sgp PH+63/sgp PK+92/sgp PL+48/nue
PM+508/wdc/fr PN+64/sgp PR+1/wdc/es PS+970/nue/ar PT+351/nue/pt PW+680/sgp PY+595/wdc/es QA+974/nue/ar RE+262/nue/fr
RO+40/nue RS+381/nue RU+7/nue/ru RW+250/nue SA+966/nue/ar SB+677/sgp SC+248/nue SD+249/nue/ar SE+46/nue SG+65/sgp
SH+290/nue SI+386/nue SJ+47/nue SK+421/nue SL+232/nue SM+378/nue/it SN+221/nue/fr SO+252/nue/ar SR+597/wdc/nl
SS+211/nue ST+239/nue/pt SV+503/wdc/es SX+1/wdc/nl SY+963/nue/ar SZ+268/nue TC+1/wdc TD+235/nue/fr TF+262/nue/fr
TG+228/nue/fr TH+66/sgp TJ+992/nue/ru TK+690/sgp TL+670/sgp/pt TM+993/nue TN+216/nue/ar TO+676/sgp TR+90/nue TT+1/wdc
TV+688/sgp TW+886/osk/zh TZ+255/nue UA+380/nue UG+256/nue UM+1/wdc US+1/wdc UY+598/wdc/es UZ+998/nue VA+39/nue/it
VC+1/wdc VE+58/wdc/es VG+1/wdc VI+1/wdc VN+84/sgp VU+678/sgp WF+681/sgp/fr WS+685/sgp XK+383/nue YE+967/nue/ar
YT+262/nue/fr ZA+27/nue ZM+260/nue ZW+263/nue
`;

const ENTRY = /^([A-Z]{2})(\+[1-9]\d{0,2})\/(sgp|wdc|nue|osk)(?:\/([a-z]{2}))?$/;

/** The one country that pays in idr (account-area 3). */
const IDR_COUNTRY = 'ID';

function parseTable(table: string): readonly CountryInfo[] {
  return table
    .trim()
    .split(/\s+/)
    .map((entry) => {
      const match = ENTRY.exec(entry);
      if (!match) throw new Error(`countries: unreadable entry '${entry}'`);
      const [, code = '', tel = '', region, lang] = match;
      return { code, tel, currency: code === IDR_COUNTRY ? 'idr' : 'usd', region: region as CountryRegion, lang: (lang ?? 'en') as Language };
    });
}

/** Every country, by code. */
export const COUNTRIES: readonly CountryInfo[] = parseTable(TABLE);

const BY_CODE: ReadonlyMap<string, CountryInfo> = new Map(COUNTRIES.map((country) => [country.code, country]));

/** The country of a two-letter code, in either case; undefined for a code not on the list. */
export function findCountry(code: string | null | undefined): CountryInfo | undefined {
  return code ? BY_CODE.get(code.trim().toUpperCase()) : undefined;
}

export function isCountryCode(code: string | null | undefined): boolean {
  return findCountry(code) !== undefined;
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** The browser's region names in a language, English for an ill-formed language tag; null where Intl has none. */
function regionNames(lang: string): Intl.DisplayNames | null {
  let names = displayNames.get(lang);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([lang, 'en'], { type: 'region' });
    } catch {
      names = lang === 'en' ? null : regionNames('en');
    }
    displayNames.set(lang, names);
  }
  return names;
}

/** A country's name in a language ('Indonesia', 'Indonesien'); the code itself when no name is known. */
export function countryName(code: string, lang: string): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  try {
    return regionNames(lang)?.of(upper) ?? upper;
  } catch {
    return upper;
  }
}

/** A country with its name: the spec's Country entity (assignable to api/schemas/profile `Country`). */
export interface NamedCountry extends CountryInfo {
  /** The country's name in the language asked for. */
  name: string;
}

const sortedByLanguage = new Map<string, readonly NamedCountry[]>();

/** Every country with its name in a language, sorted by that name as the language sorts (for a country select). */
export function countriesByName(lang: string): readonly NamedCountry[] {
  const cached = sortedByLanguage.get(lang);
  if (cached) return cached;
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator(lang);
  } catch {
    collator = new Intl.Collator('en');
  }
  const sorted = COUNTRIES.map((country) => ({ ...country, name: countryName(country.code, lang) })).sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code));
  sortedByLanguage.set(lang, sorted);
  return sorted;
}

type RegionServer = Pick<SessionServer, 'endpoint'>;

/** The server of a region among the given ones (sgp -> sgp.domcloud.co); undefined when none is listed. */
export function regionServer<T extends RegionServer>(region: CountryRegion, servers: readonly T[]): T | undefined {
  return servers.find((server) => server.endpoint.split('.')[0]?.toLowerCase() === region);
}
