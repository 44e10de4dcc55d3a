import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  domainChangeRulesSchema,
  domainOrderRulesSchema,
  emailLoginRulesSchema,
  hostPasswordRulesSchema,
  inviteMemberRulesSchema,
  profileRulesSchema,
  renameRulesSchema,
  serverFormRulesSchema,
  teamProfileRulesSchema,
  upgradeTermRulesSchema,
} from './form-schemas';
import { ruleIssuesOfZod } from './issue-schema';
import { ruleIssue, type RuleIssue } from './issues';

function issuesOf(schema: z.ZodMiniType, value: unknown): RuleIssue[] {
  const result = schema.safeParse(value);
  return result.success ? [] : ruleIssuesOfZod(result.error);
}

const BIO = { fname: 'Maya', company: 'Lestari', email: 'maya@lestari.studio', tel: '+6281234567', country: 'ID', state: 'Jakarta', city: 'Jakarta', postal: '12345', address1: 'Jl. Kemang 1' };

describe('the forms as schemas report the rules issues', () => {
  it.each<[string, z.ZodMiniType, unknown, RuleIssue[]]>([
    ['a domain order', domainOrderRulesSchema(), { name: 'lestari', years: 1, bio: BIO }, []],
    ['a domain order with a bad phone', domainOrderRulesSchema(), { name: 'lestari', years: 1, bio: { ...BIO, tel: '0812' } }, [ruleIssue('bio.tel', 'phone')]],
    ['a transfer without its code', domainOrderRulesSchema('transfer'), { name: 'lestari', years: 1, bio: BIO }, [ruleIssue('secret', 'required')]],
    ['a rename to the same name', renameRulesSchema('lestari-web'), { username: 'lestari-web' }, [ruleIssue('username', 'sameAsCurrent')]],
    ['a short host password', hostPasswordRulesSchema, { password: 'short' }, [ruleIssue('password', 'passwordCancelled', { min: 8 })]],
    ['a domain change', domainChangeRulesSchema('lestari.studio'), { cname: 'lestari.design' }, []],
    ['a profile', profileRulesSchema({ currentEmail: 'a@b.co', emailVerifiedAt: null }), { name: 'Al', email: 'a@b.co' }, [ruleIssue('name', 'tooShort', { min: 3 })]],
    ['an email login', emailLoginRulesSchema, { password: '12345678', passconf: '87654321' }, [ruleIssue('passconf', 'passwordMismatch')]],
    ['a team profile', teamProfileRulesSchema, { name: 'Lestari', country: 'ID', invoice_note: '' }, []],
    ['an invitation', inviteMemberRulesSchema, { email: '', role: 'member' }, [ruleIssue('email', 'required')]],
    ['an invitation with an unknown role', inviteMemberRulesSchema, { email: 'a@b.co', role: 'owner' }, [ruleIssue('role', 'invalidChoice')]],
    ['a server create', serverFormRulesSchema('create'), { alias: 'https://bridge.example.com', description: 'Office' }, [ruleIssue('pass', 'required')]],
    ['a server update', serverFormRulesSchema('update'), { alias: 'https://bridge.example.com', description: 'Office' }, []],
    ['an upgrade of no duration', upgradeTermRulesSchema, { years: 0, months: 0 }, [ruleIssue('duration', 'durationZero')]],
  ])('%s', (_case, schema, value, issues) => {
    expect(issuesOf(schema, value)).toEqual(issues);
  });
});
