/** Links from outside (CMS, messages, menus) follow core's one URL-safety rule. */
export { type SafeHref, safeHref } from '@casino/core/redirect-targets';
