/** Account: the header's account area (player or guest), account and deposit, the account modal. */
export { accountFrameUrl, accountLinkOut } from './account-links';
export { HeaderAccount } from './header-account';
