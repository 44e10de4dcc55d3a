import * as z from 'zod/mini';
import { CUSTOM_DOMAIN_CHOICE, domainSuffixOptions, findOrderServer, isServerDisabled, type OrderFormContext, type OrderFormValues } from '../../../../rules/order-form';
import { readTabItem, writeTabItem, type TabStorage } from '../tab-storage';
import { firstUsableSuffix } from './order-form-values';

/*
 * The order form's draft: what the user typed, kept in session storage so Back, Forward and a reload do not lose it.
 * Never the password, which stays in memory only. A stored draft is data from outside the form: anything that does
 * not parse is dropped (and removed), and a server or suffix the form cannot offer any more is not restored.
 */

/** The draft's fields: every field of the form but the password. */
export type OrderDraft = Omit<OrderFormValues, 'password'>;

/** Longer than any name or domain the rules allow, so a draft that breaks a rule still shows why; no more than that. */
const DRAFT_TEXT_MAX = 253;
const text = z.string().check(z.maxLength(DRAFT_TEXT_MAX));
const draftSchema = z.object({ name: text, serverId: text, domainChoice: text, customDomain: text, mergeWithParent: z.boolean() });

/** The draft of the form's values, as stored. */
export function serializeOrderDraft({ name, serverId, domainChoice, customDomain, mergeWithParent }: OrderFormValues): string {
  const draft: OrderDraft = { name, serverId, domainChoice, customDomain, mergeWithParent };
  return JSON.stringify(draft);
}

/**
 * The values a stored draft restores, or undefined when it is missing or malformed. The server is kept only when the
 * plan still allows it, and with it the suffix only when that server still offers it (else its first usable one).
 */
export function parseOrderDraft(stored: string | null, context: OrderFormContext): Partial<OrderDraft> | undefined {
  if (stored === null) return undefined;
  const parsed = draftSchema.safeParse(parseJson(stored));
  if (!parsed.success) return undefined;
  const { serverId, domainChoice, ...typed } = parsed.data;
  const server = findOrderServer(context.servers, serverId);
  if (!server || isServerDisabled(server, context.planLevel)) return typed;
  const isOffered = domainChoice === CUSTOM_DOMAIN_CHOICE || domainSuffixOptions(server, context).some((option) => option.suffix === domainChoice && !option.isDisabled);
  return { ...typed, serverId, domainChoice: isOffered ? domainChoice : firstUsableSuffix(serverId, context) };
}

function parseJson(stored: string): unknown {
  try {
    return JSON.parse(stored);
  } catch {
    return undefined;
  }
}

/** Reads the draft under `key`; a malformed one is removed so it is not read again. */
export function loadOrderDraft(storage: TabStorage | undefined, key: string, context: OrderFormContext): Partial<OrderDraft> | undefined {
  const stored = readTabItem(storage, key);
  const draft = parseOrderDraft(stored, context);
  if (stored !== null && !draft) writeTabItem(storage, key, null);
  return draft;
}

export function saveOrderDraft(storage: TabStorage | undefined, key: string, values: OrderFormValues): void {
  writeTabItem(storage, key, serializeOrderDraft(values));
}

export function clearOrderDraft(storage: TabStorage | undefined, key: string): void {
  writeTabItem(storage, key, null);
}
