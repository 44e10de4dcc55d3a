import type { QueryClient } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { sessionKeys } from '../session/keys';
import type { ParamsOf } from '../shared/api-types';
import { invalidatingMutation } from '../shared/invalidating-mutation';
import { usePanelMutation } from '../shared/use-panel-mutation';
import { profileKeys } from './keys';

/** Initdata carries the user's language and theme too. */
const userChanged = () => ({ invalidate: [profileKeys.detail(), sessionKeys.initData()] });
const loginsChanged = () => ({ invalidate: [profileKeys.detail()] });
/** An email sent or a redirect answered: nothing stored changes yet. */
const nothingChanged = () => ({});

export const editProfileMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'editProfile'>) => api.editProfile(vars), userChanged);

export const resendVerificationEmailMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, () => api.resendVerificationEmail(), nothingChanged);

export const addGithubLoginMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, () => api.addGithubLogin(), nothingChanged);

export const addGoogleLoginMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, () => api.addGoogleLogin(), nothingChanged);

export const addEmailLoginMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'addEmailLogin'>) => api.addEmailLogin(vars), loginsChanged);

export const removeLoginMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'removeLogin'>) => api.removeLogin(vars), loginsChanged);

export const saveWelcomeCountryMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'saveWelcomeCountry'>) => api.saveWelcomeCountry(vars), userChanged);

export const resendWelcomeEmailMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, () => api.resendWelcomeEmail(), nothingChanged);

/** The account is gone: the caller follows the answer's redirect (the sign-out), so nothing is refetched here. */
export const deleteAccountMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, () => api.deleteAccount(), nothingChanged);

export const useEditProfile = () => usePanelMutation(editProfileMutation);
export const useResendVerificationEmail = () => usePanelMutation(resendVerificationEmailMutation);
export const useAddGithubLogin = () => usePanelMutation(addGithubLoginMutation);
export const useAddGoogleLogin = () => usePanelMutation(addGoogleLoginMutation);
export const useAddEmailLogin = () => usePanelMutation(addEmailLoginMutation);
export const useRemoveLogin = () => usePanelMutation(removeLoginMutation);
export const useSaveWelcomeCountry = () => usePanelMutation(saveWelcomeCountryMutation);
export const useResendWelcomeEmail = () => usePanelMutation(resendWelcomeEmailMutation);
export const useDeleteAccount = () => usePanelMutation(deleteAccountMutation);
