/*
 * Typed catalog keys: i18next checks every `t('…')` of the panel and the console against the English catalogs (the
 * source language), so a missing or misspelt key fails the type check instead of showing a raw key to a user. A new
 * area is added here with its English file.
 */
import type { EN_STRINGS } from '@hostdeck/ui';
import type common from './en/common.json';
import type shell from './en/shell.json';
import type hostList from './en/host-list.json';
import type createHost from './en/create-host.json';
import type orderGate from './en/order-gate.json';
import type inviteGate from './en/invite-gate.json';
import type templateGallery from './en/template-gallery.json';
import type uploadOrClone from './en/upload-or-clone.json';
import type orderForm from './en/order-form.json';
import type runner from './en/runner.json';
import type templateEditor from './en/template-editor.json';
import type login from './en/login.json';
import type serverMessages from './en/server-messages.json';
import type issues from './en/issues.json';
import type log from './en/log.json';
import type dns from './en/dns.json';
import type hostFrame from './en/host-frame.json';
import type connection from './en/connection.json';
import type nginx from './en/nginx.json';
import type teamDetail from './en/team-detail.json';
import type teamMembers from './en/team-members.json';
import type teamUpgrade from './en/team-upgrade.json';
import type teamInvoices from './en/team-invoices.json';
import type teamHistory from './en/team-history.json';
import type simulatedPayment from './en/simulated-payment.json';
import type hostDetail from './en/host-detail.json';
import type hostManage from './en/host-manage.json';
import type hostDatabase from './en/host-database.json';
import type software from './en/software.json';
import type screend from './en/screend.json';
import type environment from './en/environment.json';
import type webhook from './en/webhook.json';
import type hostUsers from './en/host-users.json';
import type firewall from './en/firewall.json';
import type hostSettings from './en/host-settings.json';
import type domainList from './en/domain-list.json';
import type domainOrder from './en/domain-order.json';
import type domainFrame from './en/domain-frame.json';
import type domainDetail from './en/domain-detail.json';
import type domainRenew from './en/domain-renew.json';
import type domainDns from './en/domain-dns.json';
import type backupList from './en/backup-list.json';
import type backupDetail from './en/backup-detail.json';
import type serverList from './en/server-list.json';
import type serverDetail from './en/server-detail.json';
import type inviteCode from './en/invite-code.json';
import type profile from './en/profile.json';
import type welcome from './en/welcome.json';
import type deleteAccount from './en/delete-account.json';
import type userList from './en/user-list.json';

/** The English catalog of each area, by area name. */
export interface PanelCatalogs {
  common: typeof common;
  shell: typeof shell;
  'host-list': typeof hostList;
  'create-host': typeof createHost;
  'order-gate': typeof orderGate;
  'invite-gate': typeof inviteGate;
  'template-gallery': typeof templateGallery;
  'upload-or-clone': typeof uploadOrClone;
  'order-form': typeof orderForm;
  runner: typeof runner;
  'template-editor': typeof templateEditor;
  login: typeof login;
  'server-messages': typeof serverMessages;
  issues: typeof issues;
  log: typeof log;
  dns: typeof dns;
  'host-frame': typeof hostFrame;
  connection: typeof connection;
  nginx: typeof nginx;
  'team-detail': typeof teamDetail;
  'team-members': typeof teamMembers;
  'team-upgrade': typeof teamUpgrade;
  'team-invoices': typeof teamInvoices;
  'team-history': typeof teamHistory;
  /** The demo console's stand-in for the payment provider. */
  'simulated-payment': typeof simulatedPayment;
  'host-detail': typeof hostDetail;
  'host-manage': typeof hostManage;
  'host-database': typeof hostDatabase;
  software: typeof software;
  screend: typeof screend;
  environment: typeof environment;
  webhook: typeof webhook;
  'host-users': typeof hostUsers;
  firewall: typeof firewall;
  'host-settings': typeof hostSettings;
  'domain-list': typeof domainList;
  'domain-order': typeof domainOrder;
  'domain-frame': typeof domainFrame;
  'domain-detail': typeof domainDetail;
  'domain-renew': typeof domainRenew;
  'domain-dns': typeof domainDns;
  'backup-list': typeof backupList;
  'backup-detail': typeof backupDetail;
  'server-list': typeof serverList;
  'server-detail': typeof serverDetail;
  'invite-code': typeof inviteCode;
  profile: typeof profile;
  welcome: typeof welcome;
  'delete-account': typeof deleteAccount;
  'user-list': typeof userList;
  /** The ui primitives' own words (the `ui` namespace, shipped by @hostdeck/ui). */
  ui: typeof EN_STRINGS;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: PanelCatalogs;
  }
}
