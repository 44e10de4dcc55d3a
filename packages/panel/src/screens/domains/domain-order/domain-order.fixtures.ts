import { createWorldStore, DEFAULT_TEAM_ID } from '@hostdeck/mock-api';
import type { DomainPrice } from '../../../api/schemas/domains';
import { currencyDisplay } from '../../../rules/currency-amounts';
import { EMPTY_CONTACT, type DomainContactValues, type DomainOrderFormValues } from './domain-order-values';

/** The screens' story data, read from the simulated world (one sample dataset for stories, tests and demo). */
const world = createWorldStore({ scenario: 'owner-paid' }).state;
const team = world.teams.find((candidate) => candidate.id === DEFAULT_TEAM_ID);
if (!team) throw new Error('the owner-paid world has no default team');
const com = world.catalog.schemes.find((scheme) => scheme.id === 'com');
if (!com) throw new Error('the catalog has no .com');

/** The route table's titles of {teamBase}/domain/create and /transfer. */
export const ORDER_TITLE = 'Order a domain';
export const TRANSFER_TITLE = 'Transfer a domain';

export const SCHEMES: readonly string[] = world.catalog.schemes.map((scheme) => scheme.id);
/** The studio team's currency (usd) as initdata gives its precision. */
export const TEAM_CURRENCY = currencyDisplay(world.catalog.currencies, team.currency);
/** The .com prices in the team's currency, as the check answers them. */
export const COM_PRICE: DomainPrice = { ...com.price[team.currency] };

/** The studio owner's registrant contact, complete. */
export const OWNER_CONTACT: DomainContactValues = {
  ...EMPTY_CONTACT,
  fname: 'Maya',
  lname: 'Lestari',
  company: 'Lestari Studio',
  email: 'maya@lestari.studio',
  tel: '+6281234567890',
  country: 'ID',
  state: 'DKI Jakarta',
  city: 'Jakarta Selatan',
  postal: '12730',
  address1: 'Jl. Kemang Raya 10',
};

/** The studio's user contact, apart from the owner: the web manager, with a postal code within the user's 8. */
export const USER_CONTACT: DomainContactValues = {
  ...OWNER_CONTACT,
  fname: 'Budi',
  lname: 'Santoso',
  email: 'budi@lestari.studio',
  tel: '+6281298765432',
};

/** A .com the simulated registry has free, for two years, with the complete contact. */
export const TWO_YEAR_ORDER: Partial<DomainOrderFormValues> = { name: 'lestari-kopi', scheme: 'com', years: 2, bio: OWNER_CONTACT };
