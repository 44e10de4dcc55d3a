import {
  CUSTOM_DOMAIN_CHOICE,
  domainSuffixOptions,
  findOrderServer,
  isServerDisabled,
  type OrderFormContext,
  type OrderFormValues,
} from '../../../../rules/order-form';

/** The first suffix the plan allows on the server, or a custom domain when there is none. */
export function firstUsableSuffix(serverId: string, context: OrderFormContext): string {
  const server = findOrderServer(context.servers, serverId);
  return domainSuffixOptions(server, context).find((option) => !option.isDisabled)?.suffix ?? CUSTOM_DOMAIN_CHOICE;
}

/** Choosing another server keeps the domain choice when that server offers it, and otherwise takes its first suffix. */
export function withServer(values: OrderFormValues, serverId: string, context: OrderFormContext): OrderFormValues {
  if (values.domainChoice === CUSTOM_DOMAIN_CHOICE) return { ...values, serverId };
  const server = findOrderServer(context.servers, serverId);
  const kept = domainSuffixOptions(server, context).some((option) => option.suffix === values.domainChoice && !option.isDisabled);
  return { ...values, serverId, domainChoice: kept ? values.domainChoice : firstUsableSuffix(serverId, context) };
}

export interface InitialOrderOptions {
  /** The team's default server, chosen when the plan allows it. */
  defaultServerId?: number | null;
  name: string;
  password: string;
}

/** The form's first values: the default server (or the first the plan allows), its first usable suffix. */
export function initialOrderValues(context: OrderFormContext, { defaultServerId, name, password }: InitialOrderOptions): OrderFormValues {
  const usable = context.servers.filter((server) => !isServerDisabled(server, context.planLevel));
  const server = usable.find((item) => item.id === defaultServerId) ?? usable[0];
  const serverId = server ? String(server.id) : '';
  return { name, serverId, domainChoice: firstUsableSuffix(serverId, context), customDomain: '', mergeWithParent: false, password };
}
