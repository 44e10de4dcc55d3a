import { isApiError } from '../api/errors';

/** A server message that belongs to one field of the form. */
export interface ServerFieldError<TName extends string = string> {
  name: TName;
  message: string;
}

/** A failed submit as the form shows it. */
export interface SubmitFailure<TName extends string = string> {
  /** Messages of a refused form (HTTP 422) that name one of the form's fields, in the server's order. */
  fields: ServerFieldError<TName>[];
  /** The rest of the server's explanation (its detail and messages of fields the form does not have); '' for none. */
  detail: string;
}

export interface SubmitFailureOptions<TName extends string> {
  /** The server's field name → the form's field name, where they differ (`username` → `name`). */
  fieldNames?: Readonly<Partial<Record<string, TName>>>;
  /** Whether a server field name is also a field of the form. */
  isField: (name: string) => name is TName;
  /** Says one server message in the user's language (serverMessageText); kept as the server wrote it without. */
  describeMessage?: (message: string) => string;
}

/**
 * Splits a failed submit into the messages the form can show on a field and the rest. Anything but an ApiError (a
 * network failure, a bug) has no explanation: the form says it failed, the error toast says why.
 */
export function describeSubmitFailure<TName extends string>(error: unknown, { fieldNames = {}, isField, describeMessage = (message) => message }: SubmitFailureOptions<TName>): SubmitFailure<TName> {
  if (!isApiError(error)) return { fields: [], detail: '' };
  const fields: ServerFieldError<TName>[] = [];
  const rest: string[] = [];
  for (const [serverName, message] of Object.entries(error.fieldErrors)) {
    const name = fieldNames[serverName] ?? serverName;
    if (isField(name)) fields.push({ name, message });
    else rest.push(message);
  }
  const detail = error.detail?.trim();
  // A server often repeats one field message as its detail; say it once.
  if (detail && !rest.includes(detail) && !fields.some((field) => field.message === detail)) rest.unshift(detail);
  return { fields: fields.map((field) => ({ ...field, message: describeMessage(field.message) })), detail: rest.map(describeMessage).join(' ') };
}
