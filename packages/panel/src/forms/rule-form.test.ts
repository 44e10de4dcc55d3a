import { describe, expect, it, vi } from 'vitest';
import { createFormControl } from 'react-hook-form';
import * as z from 'zod/mini';
import { ApiError } from '../api/errors';
import { withRuleIssues } from '../rules/issue-schema';
import { ruleIssue, type RuleIssue } from '../rules/issues';
import { ruleErrorPaths } from './error-paths';
import { issueErrors, ruleResolver } from './rule-resolver';
import { ruleSubmitHandler, type RuleSubmitOptions } from './rule-submit';
import { schemaRules } from './schema-rules';
import { describeSubmitFailure } from './server-errors';
import { createSubmitGuard } from './submit-guard';

interface TeamValues {
  name: string;
  note: string;
}

const describeIssue = (issue: RuleIssue) => `${issue.code}${issue.params ? ` ${JSON.stringify(issue.params)}` : ''}`;
const validateTeam = (values: TeamValues): RuleIssue[] => [
  ...(values.name === '' ? [ruleIssue('name', 'required')] : []),
  ...(values.note.length > 5 ? [ruleIssue('note', 'tooLong', { max: 5 })] : []),
];
const refused = (fieldErrors: Record<string, string>, detail?: string) => new ApiError({ kind: 'http', status: 422, message: 'Invalid input', fieldErrors, detail });

/** A form as useRuleForm builds it, without React: the same resolver and submit handler on react-hook-form's control. */
function teamForm(options: RuleSubmitOptions<TeamValues>, defaultValues: TeamValues = { name: 'Lestari', note: 'hi' }) {
  const form = createFormControl<TeamValues>({ defaultValues, resolver: ruleResolver(validateTeam, describeIssue), shouldFocusError: true });
  const focused: string[] = [];
  for (const name of ['name', 'note'] as const) {
    // A stand-in for the input element react-hook-form focuses.
    form.register(name).ref({ name, type: 'text', value: defaultValues[name], focus: () => focused.push(name) });
  }
  /** Types into a field as its input would report it. */
  const type = (name: keyof TeamValues, value: string) => form.register(name).onChange({ target: { name, value }, type: 'change' });
  return { form, focused, type, submit: ruleSubmitHandler(form, createSubmitGuard(), options) };
}

describe('ruleResolver', () => {
  it('passes values the rules accept', async () => {
    const values = { name: 'Lestari', note: '' };
    await expect(ruleResolver(validateTeam, describeIssue)(values, undefined, { fields: {}, shouldUseNativeValidation: false })).toEqual({ values, errors: {} });
  });

  it('gives each field its first issue, translated, with the code as its type', () => {
    const issues = [ruleIssue('name', 'required'), ruleIssue('name', 'tooShort', { min: 2 }), ruleIssue('note', 'tooLong', { max: 5 }), ruleIssue('', 'belowMinimumPayment', { min: 3 })];
    expect(issueErrors(issues, describeIssue)).toEqual({
      name: { type: 'required', message: 'required' },
      note: { type: 'tooLong', message: 'tooLong {"max":5}' },
      root: { type: 'belowMinimumPayment', message: 'belowMinimumPayment {"min":3}' },
    });
  });

  it('nests the errors of dotted paths as react-hook-form reads them', async () => {
    const validate = () => [ruleIssue('locations.1.path', 'pathInvalid'), ruleIssue('contact.tel', 'phone')];
    const result = await ruleResolver(validate, describeIssue)({}, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      locations: [undefined, { path: { type: 'pathInvalid', message: 'pathInvalid' } }],
      contact: { tel: { type: 'phone', message: 'phone' } },
    });
  });
});

describe('describeSubmitFailure', () => {
  const isField = (name: string): name is 'name' | 'password' => name === 'name' || name === 'password';
  it.each<[string, unknown, ReturnType<typeof describeSubmitFailure>]>([
    ['a network failure', new ApiError({ kind: 'network', message: 'offline' }), { fields: [], detail: '' }],
    ['a bug', new TypeError('x is undefined'), { fields: [], detail: '' }],
    ['a server message only', new ApiError({ kind: 'http', status: 500, message: 'Boom', detail: 'Server is busy' }), { fields: [], detail: 'Server is busy' }],
    [
      'field messages, renamed where the server names them otherwise',
      refused({ username: 'The username is already taken.', password: 'Too short' }),
      { fields: [{ name: 'name', message: 'The username is already taken.' }, { name: 'password', message: 'Too short' }], detail: '' },
    ],
    ['a message of a field the form lacks, and a detail', refused({ domain: 'The domain is taken.' }, 'Invalid input'), { fields: [], detail: 'Invalid input The domain is taken.' }],
    ['a detail repeating a field message', refused({ username: 'Taken' }, 'Taken'), { fields: [{ name: 'name', message: 'Taken' }], detail: '' }],
  ])('%s', (_, error, failure) => {
    expect(describeSubmitFailure(error, { fieldNames: { username: 'name' }, isField })).toEqual(failure);
  });

  it('says each server message through describeMessage (the user language), comparing them as the server sent them', () => {
    const describeMessage = (message: string) => `«${message}»`;
    expect(describeSubmitFailure(refused({ username: 'Taken', domain: 'The domain is taken.' }, 'Taken'), { fieldNames: { username: 'name' }, isField, describeMessage })).toEqual({
      fields: [{ name: 'name', message: '«Taken»' }],
      detail: '«The domain is taken.»',
    });
  });
});

describe('ruleErrorPaths', () => {
  it('lists the fields with a rule issue, nested ones included, and skips server messages and the root', () => {
    const errors = {
      name: { type: 'required', message: 'Enter a name.' },
      note: { type: 'server', message: 'Taken' },
      locations: [undefined, { path: { type: 'pathInvalid', message: 'Bad path' } }],
      root: { server: { type: 'server', message: '' } },
    };
    expect(ruleErrorPaths(errors)).toEqual(['name', 'locations.1.path']);
  });
});

describe('createSubmitGuard', () => {
  it('runs one submit at a time, again after it settled, and never after a submit that ended the form', async () => {
    const guard = createSubmitGuard();
    const task = vi.fn(() => Promise.resolve('failed' as const));
    const [first, second] = await Promise.all([guard.run(task), guard.run(task)]);
    expect([first, second, task.mock.calls.length]).toEqual([true, false, 1]);
    await expect(guard.run(task)).resolves.toBe(true);
    await guard.run(() => Promise.resolve('done'));
    await expect(guard.run(task)).resolves.toBe(false);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('is free again after a submit that threw', async () => {
    const guard = createSubmitGuard();
    await expect(guard.run(() => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
    expect(guard.isRunning).toBe(false);
  });
});

describe('the form helper on react-hook-form', () => {
  it('submits once when submitted twice in one task (a double click)', async () => {
    const onSubmit = vi.fn(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const { submit } = teamForm({ onSubmit });
    const click = () => ({ preventDefault: vi.fn(), persist: () => undefined });
    const [first, second] = [click(), click()];
    await Promise.all([submit(first as unknown as Parameters<typeof submit>[0]), submit(second as unknown as Parameters<typeof submit>[0])]);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Lestari', note: 'hi' });
    // The dropped submit still keeps the browser from submitting the form itself.
    expect(second.preventDefault).toHaveBeenCalled();
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('never submits again once a submit ended the form', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { submit } = teamForm({ onSubmit, isDoneOnSuccess: true });
    await submit();
    await submit();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('puts the server field messages on their fields, focuses the first, and keeps every value', async () => {
    const onSubmit = vi.fn(() => Promise.reject(refused({ team_name: 'This name is taken.', note: 'No notes on this plan.', plan: 'Choose a plan.' }, 'Invalid input')));
    const { form, focused, type, submit } = teamForm({ onSubmit, serverFieldNames: { team_name: 'name' } }, { name: 'Maya', note: 'note' });
    await type('name', 'Lestari Studio');
    await submit();
    expect(form.getFieldState('name').error).toMatchObject({ type: 'server', message: 'This name is taken.' });
    expect(form.getFieldState('note').error).toMatchObject({ type: 'server', message: 'No notes on this plan.' });
    expect(form.getFieldState('root.server' as 'name').error).toMatchObject({ message: 'Invalid input Choose a plan.' });
    expect(focused).toEqual(['name']);
    expect(form.getValues()).toEqual({ name: 'Lestari Studio', note: 'note' });
    expect(form.getFieldState('name').isDirty).toBe(true);
  });

  it('names the server fields from the values sent, when that depends on them', async () => {
    const onSubmit = vi.fn(() => Promise.reject(refused({ label: 'Taken' })));
    const { form, submit } = teamForm({ onSubmit, serverFieldNames: (values) => ({ label: values.note === '' ? 'name' : 'note' }) });
    await submit();
    expect(form.getFieldState('note').error).toMatchObject({ message: 'Taken' });
    expect(form.getFieldState('name').error).toBeUndefined();
  });

  it('keeps every value after a failure without explanation, and submits again', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'offline' })).mockResolvedValueOnce(undefined);
    const { form, type, submit } = teamForm({ onSubmit });
    await type('note', 'kopi');
    await submit();
    expect(form.getFieldState('root.server' as 'name').error).toMatchObject({ type: 'server', message: '' });
    expect(form.getValues()).toEqual({ name: 'Lestari', note: 'kopi' });
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    // A new submit clears the last failure.
    expect(form.getFieldState('root.server' as 'name').error).toBeUndefined();
  });

  it('does not send values the rules refuse: each field shows its issue and the first invalid one gets focus', async () => {
    const onSubmit = vi.fn();
    const { form, focused, type, submit } = teamForm({ onSubmit });
    await type('name', '');
    await type('note', 'far too long');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(form.getFieldState('name').error).toMatchObject({ type: 'required', message: 'required' });
    expect(form.getFieldState('note').error).toMatchObject({ type: 'tooLong', message: 'tooLong {"max":5}' });
    expect(focused[0]).toBe('name');
  });
});

describe('schemaRules', () => {
  it('reads a zod/mini schema of the rules as coded issues', () => {
    const schema = withRuleIssues(z.object({ name: z.string() }), ({ name }) => (name === '' ? [ruleIssue('name', 'required')] : []));
    const validate = schemaRules(schema);
    expect(validate({ name: '' })).toEqual([{ path: 'name', code: 'required' }]);
    expect(validate({ name: 'Lestari' })).toEqual([]);
  });

  it("maps the schema's own checks to the nearest code", () => {
    const validate = schemaRules(z.object({ note: z.string().check(z.maxLength(5)) }));
    expect(validate({ note: 'far too long' })).toEqual([{ path: 'note', code: 'tooLong', params: { max: 5 } }]);
  });
});
