import { describe, expect, it, vi } from 'vitest';
import { followRedirect, isConsolePath } from './follow-redirect';

describe('followRedirect', () => {
  it.each([
    ['/user/host/list?message=payment-return', 'navigate'],
    ['/user', 'navigate'],
    ['/user/team/106/invoice', 'navigate'],
    ['/simulated-payment/7', 'assign'],
    ['https://www.paypal.com/checkoutnow?token=AB', 'assign'],
    ['//evil.example/user', 'assign'],
    ['/username', 'assign'],
  ])('%s -> %s', (redirect, expected) => {
    const navigate = vi.fn();
    const assign = vi.fn();
    followRedirect(redirect, navigate, assign);
    expect(expected === 'navigate' ? navigate : assign).toHaveBeenCalledWith(redirect);
    expect(expected === 'navigate' ? assign : navigate).not.toHaveBeenCalled();
    expect(isConsolePath(redirect)).toBe(expected === 'navigate');
  });
});
