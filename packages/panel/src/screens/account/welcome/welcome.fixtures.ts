import { createWorldStore } from '@hostdeck/mock-api';
import { teamBaseOf } from '../../../data/session';
import { hostCreatePath } from '../../../rules/paths';
import type { WelcomeScreenProps } from './welcome';

/** The screen's story data, read from the simulated world: Maya Lestari (verified) and Sarah Lim (unverified). */
const world = createWorldStore({ scenario: 'owner-paid' }).state;
const maya = world.users.find((user) => user.id === world.session.userId);
const sarah = world.users.find((user) => user.email_verified_at === null);

export const VERIFIED_USER = { email: maya?.email ?? '', isEmailVerified: true };
export const UNVERIFIED_USER = { email: sarah?.email ?? '', isEmailVerified: false };

export const welcomeArgs: Omit<WelcomeScreenProps, 'onSaveCountry' | 'onResendEmail'> = {
  title: 'Welcome',
  status: 'content',
  user: VERIFIED_USER,
  step: 'country',
  suggestedCountry: 'ID',
  createWebsiteHref: hostCreatePath(teamBaseOf(world.session.teamId, world.session.teamId)),
};
