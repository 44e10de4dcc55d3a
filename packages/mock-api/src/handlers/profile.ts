import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { languageSchema, themeSchema } from '@hostdeck/panel/contract';
import type { WorldStore } from '../store/world-store';
import {
  addEmailLogin,
  addGithubLogin,
  addGoogleLogin,
  editProfile,
  getProfile,
  removeLogin,
  resendVerificationEmail,
  resendWelcomeEmail,
  saveWelcomeCountry,
} from '../world/profile';
import { deleteAccount } from '../world/account-deletion';
import { createKit, type HandlerOptions } from './kit';

const profileForm = z.discriminatedUnion('action', [
  z.object({ action: z.literal('edit'), name: z.string().default(''), email: z.string().optional(), theme: themeSchema, lang: languageSchema }),
  z.object({ action: z.literal('resend') }),
  z.object({ action: z.literal('add-github') }),
  z.object({ action: z.literal('add-google') }),
  z.object({ action: z.literal('add-email'), password: z.string().default(''), passconf: z.string().default('') }),
  z.object({ action: z.literal('delete-github') }),
  z.object({ action: z.literal('delete-google') }),
  z.object({ action: z.literal('delete-email') }),
  z.object({ action: z.literal('edit-country'), country: z.string().default(''), keep_english: z.literal('y').optional() }),
]);

/** The user's own profile, login methods and the welcome onboarding (posted with ?r=/welcome). */
export function profileHandlers(store: WorldStore, options: HandlerOptions = {}): HttpHandler[] {
  const kit = createKit(store, options);
  return [
    kit.get('profile', () => kit.op('getProfile', getProfile, undefined)),
    // The account deletion page is /user/delete, so its form posts to /userapi/delete.
    kit.post('delete', () => kit.op('deleteAccount', deleteAccount, undefined)),
    kit.post('profile', ({ form, url }) =>
      kit.withFields('editProfile', profileForm, form, (input) => {
        const welcome = url.searchParams.get('r') === '/welcome';
        switch (input.action) {
          case 'edit':
            return kit.op('editProfile', editProfile, { name: input.name, email: input.email, theme: input.theme, lang: input.lang });
          case 'resend':
            return welcome ? kit.op('resendWelcomeEmail', resendWelcomeEmail, undefined) : kit.op('resendVerificationEmail', resendVerificationEmail, undefined);
          case 'add-github':
            return kit.op('addGithubLogin', addGithubLogin, undefined);
          case 'add-google':
            return kit.op('addGoogleLogin', addGoogleLogin, undefined);
          case 'add-email':
            return kit.op('addEmailLogin', addEmailLogin, { password: input.password, passconf: input.passconf });
          case 'delete-github':
          case 'delete-google':
          case 'delete-email':
            return kit.op('removeLogin', removeLogin, { type: input.action.slice('delete-'.length) as 'github' | 'google' | 'email' });
          case 'edit-country':
            return kit.op('saveWelcomeCountry', saveWelcomeCountry, { country: input.country, keepEnglish: input.keep_english === 'y' });
        }
      }),
    ),
  ];
}
