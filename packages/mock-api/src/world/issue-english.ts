import { firstIssueByPath, type IssueCode, type IssueParams, type RuleIssue } from '@hostdeck/panel/rules';

/*
 * The simulated server's English for the panel's coded rule issues: the one place a code becomes a sentence, so the
 * world refuses with the same rules the forms check and answers as a real server would (in English, with the spec's
 * own wording where the spec gives one).
 */

/** How an answer speaks of one field. */
export interface FieldWords {
  /** 'the email', 'the phone number', 'max lines': how a sentence names the field. */
  subject: string;
  /** The unit of a number range: 'years' gives 'The term must be 1 to 5 years.' */
  unit?: string;
  /** What a pattern allows: 'letters, digits and hyphens'. */
  allowed?: string;
  /** The choices of a select: 'admin, member or client'. */
  choices?: string;
  /** The field of the answer, when it is not the issue's path ('username' for the rule's 'name'). */
  field?: string;
  /** This field's own sentence for a code, where the generic one would say less ('Type the username … to confirm.'). */
  says?: Partial<Record<IssueCode, string>>;
}

type Sentence = (subject: string, params: IssueParams, words: FieldWords) => string;

const param = (params: IssueParams, name: string) => String(params[name] ?? '');

const ENGLISH: Readonly<Record<IssueCode, Sentence>> = {
  required: (s) => `${s} is required.`,
  tooShort: (s, p) => `${s} must be at least ${param(p, 'min')} characters long.`,
  tooLong: (s, p) => `${s} must be at most ${param(p, 'max')} characters long.`,
  lengthRange: (s, p) => `${s} must be ${param(p, 'min')} to ${param(p, 'max')} characters long.`,
  pattern: (s, _p, w) => (w.allowed ? `${s} may hold only ${w.allowed}.` : `${s} is not valid.`),
  email: (s) => `${s} is not valid.`,
  url: (s) => `${s} must be a URL.`,
  phone: (s) => `${s} must be fully qualified, starting with +.`,
  belowMin: (s, p, w) => `${s} must be at least ${param(p, 'min')}${w.unit ? ` ${w.unit}` : ''}.`,
  aboveMax: (s, p, w) => `${s} must be at most ${param(p, 'max')}${w.unit ? ` ${w.unit}` : ''}.`,
  outOfRange: (s, p, w) => (w.unit ? `${s} must be ${param(p, 'min')} to ${param(p, 'max')} ${w.unit}.` : `${s} must be between ${param(p, 'min')} and ${param(p, 'max')}.`),
  notInteger: (s) => `${s} must be a whole number.`,
  notAllowed: (s) => `${s} is not allowed.`,
  invalidChoice: (s, _p, w) => (w.choices ? `Choose ${w.choices}.` : `${s} is not one of the choices.`),
  sameAsCurrent: (s) => `${s} must differ from the current one.`,
  notUnique: (s) => `${s} is already in use.`,
  mismatch: (s) => `${s} does not match.`,
  planTooLow: (s) => `${s} needs a higher plan.`,
  pathInvalid: () => 'Path input is not valid',
  pathNotUnique: () => 'Path value must unique with other path entries',
  passwordCancelled: (_s, p) => `Setting password cancelled, must be at least ${param(p, 'min')} characters`,
  passwordMismatch: () => 'Setting password cancelled, the passwords do not match',
  usernameEndsWithHyphen: (s) => `${s} must not end with a hyphen.`,
  usernameStart: (s) => `${s} must start with a letter.`,
  durationZero: () => 'Choose a duration of at least one month.',
  belowMinimumPayment: (_s, p) => `The minimum payment is ${param(p, 'min')} ${param(p, 'currency')}.`,
  ipAddress: (s, p) => `${s} is not a valid IPv${param(p, 'version')} address.`,
  emailLocked: () => 'A verified email cannot be changed.',
  domainUnavailable: () => 'Domain is currently unavailable.',
  domainNotRegistered: () => 'This domain is not registered yet; order it instead.',
  domainCheckFailed: () => 'Failed to check domain availability',
  zoneLineUnreadable: (_s, p) => `Line ${param(p, 'line')} of the zone file could not be read.`,
  zoneTypeUnsupported: (_s, p) => `Line ${param(p, 'line')}: ${param(p, 'type')} records are not supported.`,
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'invoice_note' -> 'the invoice note'; 'locations.2.match' -> 'the match'. */
function defaultSubject(path: string): string {
  const last = path.split('.').filter((part) => !/^\d+$/.test(part)).pop() ?? '';
  return last === '' ? 'the value' : `the ${last.replaceAll('_', ' ')}`;
}

/** The issue as the server's English sentence. */
export function issueEnglish(issue: Pick<RuleIssue, 'code' | 'params' | 'path'>, words?: FieldWords): string {
  const said = words ?? { subject: defaultSubject(issue.path) };
  return said.says?.[issue.code] ?? ENGLISH[issue.code](capitalize(said.subject), issue.params ?? {}, said);
}

/** The form field of a rule's dotted path, as PHP names it: 'bio.tel' -> 'bio[tel]'. */
export function answerField(path: string): string {
  const [head = '', ...rest] = path.split('.');
  return head + rest.map((part) => `[${part}]`).join('');
}

/** The answer's field messages: the first issue of each field in English, or undefined when there is none. */
export function englishFieldErrors(issues: readonly RuleIssue[], words: Readonly<Record<string, FieldWords>> = {}): Record<string, string> | undefined {
  if (issues.length === 0) return undefined;
  const errors: Record<string, string> = {};
  for (const [path, issue] of firstIssueByPath(issues)) {
    const said = words[path];
    errors[said?.field ?? answerField(path)] ??= issueEnglish(issue, said);
  }
  return errors;
}

/** One check's English, or undefined when it passed: for answers that mix rule checks with the world's own. */
export function englishOf(issue: RuleIssue | undefined, words?: FieldWords): string | undefined {
  return issue ? issueEnglish(issue, words) : undefined;
}
