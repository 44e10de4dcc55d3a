import { describe, expect, it, vi } from 'vitest';
import { createWorldStore, type ScenarioName } from '@hostdeck/mock-api';
import { answerServerNavigation } from './demo-navigations';

function navigate(scenario: ScenarioName, pathname: string, search = '') {
  const store = createWorldStore({ scenario });
  const replace = vi.fn();
  const isLeaving = answerServerNavigation(store, { pathname, search, replace });
  return { isLeaving, replace, session: store.state.session };
}

describe('the demo answers the server pages a link opens', () => {
  it("logs the administrator in as a user by email and moves on to the user's console", () => {
    const { isLeaving, replace, session } = navigate('admin', '/userapi/loginas', '?email=maya%40lestari.studio');
    expect(isLeaving).toBe(true);
    expect(replace).toHaveBeenCalledWith('/user');
    expect(session).toMatchObject({ userId: 42, adminId: 1 });
  });

  it("logs the administrator in as a website's owner by its domain", () => {
    const { isLeaving, session } = navigate('admin', '/userapi/loginas', '?host=lestari.studio');
    expect(isLeaving).toBe(true);
    expect(session).toMatchObject({ userId: 42, adminId: 1 });
  });

  it.each([
    ['someone else than the administrator', 'owner-paid' as const, '?email=maya%40lestari.studio'],
    ['an unknown email', 'admin' as const, '?email=nobody%40example.com'],
  ])('leaves a refusal to the console (%s)', (_, scenario, search) => {
    const { isLeaving, replace } = navigate(scenario, '/userapi/loginas', search);
    expect(isLeaving).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('leaves every other path alone', () => {
    const { isLeaving, replace } = navigate('admin', '/user/users');
    expect(isLeaving).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });
});
