import { describe, expect, it } from 'vitest';
import { createSessions, parseCookies } from './sessions';

describe('session cookies', () => {
  it('reads a Cookie header without throwing on malformed pairs', () => {
    expect([...parseCookies('a=1; b="two"; broken; =x; c=%E0%A4%A; d=%20x; a=ignored')]).toEqual([
      ['a', '1'],
      ['b', 'two'],
      ['c', '%E0%A4%A'],
      ['d', ' x'],
    ]);
    expect(parseCookies(undefined).size).toBe(0);
  });

  it('knows only the sessions it opened, each 32 random bytes, until all are closed', () => {
    const sessions = createSessions();
    const first = sessions.open();
    const second = sessions.open();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toBe(second);
    expect(sessions.find(`theme=dark; hostdeck_session=${first}`)).toBe(first);
    expect(sessions.find(`hostdeck_session=${'0'.repeat(64)}`)).toBeUndefined();
    sessions.closeAll();
    expect(sessions.find(`hostdeck_session=${second}`)).toBeUndefined();
  });
});
