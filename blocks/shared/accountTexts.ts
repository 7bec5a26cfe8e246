/** The words of the sign-in controls in the header and footer (one place, so they can move to config). */
export const ACCOUNT_LINK_TEXTS = {
  signIn: 'Sign In',
  signOut: 'Sign Out',
  myAccount: 'My Account',
  signedInAs: 'Signed in as',
  moveRequest: 'Request a Move',
  menuFallbackName: 'Account',
  menuLabel: 'Account menu for',
}
