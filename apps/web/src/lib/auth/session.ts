import type { LoginValue, MemberInfo } from '@arcadia/contracts';
import { sessionStore } from '@/lib/session-store';

/** The member's details in the session keys the rest of the site reads (spec section 3). */
export function storeMemberInfo(user: MemberInfo): void {
  sessionStore.set('account', user.account);
  sessionStore.set('username', user.account);
  sessionStore.set('nickname', user.nickname);
  sessionStore.set('customerId', user.id);
  sessionStore.set('isAgent', user.type);
  sessionStore.set('toUpline', user.toUpline);
  const label = user.memberLabel[0];
  if (label) {
    sessionStore.set('memberLabel', label.labelName);
    sessionStore.set('memberLabelTextColor', label.color);
    sessionStore.set('memberLabelBgColor', label.color2);
  } else {
    sessionStore.remove('memberLabel');
    sessionStore.remove('memberLabelTextColor');
    sessionStore.remove('memberLabelBgColor');
  }
}

/**
 * Stores a login answer. The user details go first and the token last: the logged-in state
 * begins with the token, and by then everything the header shows is in place.
 */
export function storeLoginValue(value: LoginValue): void {
  storeMemberInfo(value.user);
  // Change-password flag: first login, or a password that must be changed.
  if (value.firstTimeLogin || value.mustChangePassword) sessionStore.set('cpw', true);
  else sessionStore.remove('cpw');
  sessionStore.set('token', value.token);
}
