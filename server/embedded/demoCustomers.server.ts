import type { SiteServices } from '../../services/auth/index.ts'

/**
 * The two demo customers of the embedded identity provider and account API (documented in docs/features/sign-in.md).
 * `account` has the account API's field names (spec §3.2, §7.2).
 */
export interface DemoCustomer {
  subject: string
  username: string
  password: string
  account: {
    emailAddress: string
    phone1: string
    customerNumber: string
    custName: string
    sites: DemoSite[]
    customerType: 'existing'
    active: boolean
  }
}

/** A demo customer's site: spec §3.2's fields, what it pays for (catalogue ids) and how it is billed. */
export interface DemoSite {
  address1: string
  county: string
  city: string
  state: string
  zip: string
  primarySystem: string
  services: SiteServices
  /** The day of the month the site is billed (America/Chicago) and the card on file. */
  billing: { day: number; paymentMethod: { brand: string; last4: string } }
}

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    subject: 'cust-100234',
    username: 'alex.morgan@example.com',
    password: 'harbor-demo-1',
    account: {
      emailAddress: 'alex.morgan@example.com',
      phone1: '(214) 555-0142',
      customerNumber: '100234',
      custName: 'Alex Morgan',
      sites: [
        {
          address1: '1200 Elm Street',
          county: 'Dallas',
          city: 'Dallas',
          state: 'TX',
          zip: '75201',
          primarySystem: 'HB-55120',
          services: {
            catalogId: 'ecat-standard',
            packageItemId: 'STD-SMART-HOME-PACKAGE',
            monitoringItemId: 'STD-SMART-HOME-PACKAGE-MONITORING',
            monthlyItemIds: ['BHPNEW'],
          },
          billing: { day: 5, paymentMethod: { brand: 'Visa', last4: '4242' } },
        },
      ],
      customerType: 'existing',
      active: true,
    },
  },
  {
    subject: 'cust-100871',
    username: 'jordan.lee@example.com',
    password: 'harbor-demo-2',
    account: {
      emailAddress: 'jordan.lee@example.com',
      phone1: '(512) 555-0187',
      customerNumber: '100871',
      custName: 'Jordan Lee',
      sites: [
        {
          address1: '88 Lakeview Drive',
          county: 'Travis',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          primarySystem: 'HB-77031',
          services: {
            catalogId: 'ecat-standard',
            packageItemId: 'STD-COMPLETE-PACKAGE',
            monitoringItemId: 'STD-COMPLETE-PACKAGE-MONITORING',
            monthlyItemIds: [],
          },
          billing: { day: 18, paymentMethod: { brand: 'Mastercard', last4: '5454' } },
        },
        {
          address1: '5 Harbor Court',
          county: 'Galveston',
          city: 'Galveston',
          state: 'TX',
          zip: '77550',
          primarySystem: 'HB-77032',
          services: {
            catalogId: 'ecat-standard',
            packageItemId: 'STD-STARTER-PACKAGE',
            monitoringItemId: 'STD-STARTER-PACKAGE-MONITORING',
            monthlyItemIds: ['BHPNEW'],
          },
          billing: { day: 18, paymentMethod: { brand: 'American Express', last4: '1005' } },
        },
      ],
      customerType: 'existing',
      active: true,
    },
  },
]

export function demoCustomerBySubject(subject: string): DemoCustomer | undefined {
  return DEMO_CUSTOMERS.find((customer) => customer.subject === subject)
}
