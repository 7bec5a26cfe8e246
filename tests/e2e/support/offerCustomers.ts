/**
 * Demo customers of the embedded customer API (server/embedded): Alex is an active customer, Sam's account
 * is not active. The offer claim tests use them with and without scripts.
 */
export const ACTIVE_CUSTOMER = {
  customerNumber: '100234',
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex.morgan@example.com',
  phone: '2145550142',
}

export const INACTIVE_CUSTOMER = {
  customerNumber: '100452',
  firstName: 'Sam',
  lastName: 'Rivera',
  email: 'sam.rivera@example.com',
  phone: '3125550199',
}
