import { describe, expect, it } from 'vitest';
import { canDeleteHostUser, checkHostUserName, newHostUserIssues } from './host-user-name';
import { ruleIssue, type RuleIssue } from './issues';

// What the bridge's create-user accepts (the simulated backend's former pattern): the rule must take exactly these.
const SERVER_PATTERN = /^[a-z][a-z0-9-]{1,30}[a-z0-9]$/;

describe('extra user name (host-area 2 User)', () => {
  it.each<[string, RuleIssue | undefined]>([
    ['deploy-bot', undefined],
    ['abc', undefined],
    ['a1b', undefined],
    ['a-9', undefined],
    ['a'.repeat(32), undefined],
    ['', ruleIssue('user', 'required')],
    ['ab', ruleIssue('user', 'lengthRange', { min: 3, max: 32 })],
    ['a'.repeat(33), ruleIssue('user', 'lengthRange', { min: 3, max: 32 })],
    ['Deploy', ruleIssue('user', 'pattern')],
    ['deploy_bot', ruleIssue('user', 'pattern')],
    ['deploy bot', ruleIssue('user', 'pattern')],
    ['deploy.bot', ruleIssue('user', 'pattern')],
    ['dëploy', ruleIssue('user', 'pattern')],
    ['1deploy', ruleIssue('user', 'usernameStart')],
    ['-deploy', ruleIssue('user', 'usernameStart')],
    ['deploy-', ruleIssue('user', 'usernameEndsWithHyphen')],
  ])('%j', (name, expected) => {
    expect(checkHostUserName(name)).toEqual(expected);
  });

  it.each(['deploy-bot', 'abc', 'ab', 'a'.repeat(32), 'a'.repeat(33), 'A-bc', '9ab', 'ab-', '-ab', 'a--b', 'a_b', 'abc1', 'a b', 'ab\n'])('agrees with the server on %j', (name) => {
    expect(checkHostUserName(name) === undefined).toBe(SERVER_PATTERN.test(name));
  });

  it.each<[string, readonly string[], RuleIssue[]]>([
    ['deploy-bot', ['lestari-web'], []],
    ['lestari-web', ['lestari-web', 'lestari-web-deploy'], [ruleIssue('user', 'notUnique')]],
    ['Lestari', ['lestari'], [ruleIssue('user', 'pattern')]],
  ])('the add form: %j among %j', (user, taken, expected) => {
    expect(newHostUserIssues({ user }, taken)).toEqual(expected);
  });

  it.each<[string, boolean]>([
    ['Server owner', false],
    ['SSH and FTP user', true],
    ['FTP user', true],
  ])('a user of type %j can be deleted: %j', (type, expected) => {
    expect(canDeleteHostUser({ 'User type': type })).toBe(expected);
  });
});
