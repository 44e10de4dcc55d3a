import { describe, expect, it } from 'vitest';
import { checkTransferTarget, transferTargetTeams } from './host-transfer';
import { ruleIssue, type RuleIssue } from './issues';
import type { TeamRole } from './permissions-roles';

const TEAMS: { id: number; role: TeamRole }[] = [
  { id: 101, role: 'owner' },
  { id: 103, role: 'owner' },
  { id: 104, role: 'member' },
  { id: 106, role: 'admin' },
  { id: 107, role: 'client' },
];

describe('transfer targets', () => {
  it('offers the other teams the user owns or administers', () => {
    expect(transferTargetTeams(TEAMS, 101).map((team) => team.id)).toEqual([103, 106]);
    expect(transferTargetTeams(TEAMS, 106).map((team) => team.id)).toEqual([101, 103]);
    expect(transferTargetTeams([{ id: 101, role: 'owner' }], 101)).toEqual([]);
  });

  it.each<[number | undefined, RuleIssue | undefined]>([
    [103, undefined],
    [106, undefined],
    [undefined, ruleIssue('team_id', 'required')],
    [101, ruleIssue('team_id', 'sameAsCurrent')],
    [104, ruleIssue('team_id', 'notAllowed')],
    [107, ruleIssue('team_id', 'notAllowed')],
    [999, ruleIssue('team_id', 'notAllowed')],
  ])('moving a host of team 101 to %j', (target, expected) => {
    expect(checkTransferTarget(target, TEAMS, 101)).toEqual(expected);
  });
});
