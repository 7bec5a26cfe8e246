/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from schemas/site-config/hours.schema.json; edit the schema and run it again.
 */

/**
 * [opens, closes): closes is the first minute outside the window
 *
 * @minItems 2
 * @maxItems 2
 */
export type OpeningWindow = [string, string]
/**
 * Holidays the company closes for every year, declared once as rules (they never run out): a fixed day ({"name": "Christmas", "month": 12, "day": 25}) or the nth weekday of a month ({"name": "Thanksgiving", "month": 11, "weekday": "thu", "nth": 4}; "nth": "last" for the last one, Memorial Day is the last "mon" of 5). On the day a rule gives, the staffed lines are closed and the pickers offer no slot, as on a closedDates date; on a date both name, the closedDates name is the one shown. A rule no year can meet (month 13, day 31 of a 30-day month, a 5th weekday) fails config:check (docs/architecture.md, "Closed dates").
 */
export type ClosedEveryYear = YearlyClosedDay[]

/**
 * Business hours, all in America/Chicago (spec 4.10, 9.1).
 */
export interface HoursConfig {
  $schema?: string
  timezone: 'America/Chicago'
  sales: WeeklySchedule
  support: {
    a: WeeklySchedule
    b: WeeklySchedule
  }
  /**
   * The e-commerce sales line's hours (spec 9.1's two readings of its text, as schedules): the shop's call link shows in these while sales is also available (spec 4.10), its hours text otherwise. ecommSalesReading selects one, the same as the text's.
   */
  ecommSales: {
    a: WeeklySchedule
    b: WeeklySchedule
  }
  /**
   * Which of the spec's two readings of support hours is in force.
   */
  supportReading: 'a' | 'b'
  offer: WeeklySchedule
  countdown: WeeklySchedule
  texts: {
    sales: string
    salesLong: string
    /**
     * E-commerce sales hours text; the spec gives two readings, ecommSalesReading selects one.
     */
    ecommSales: {
      a: string
      b: string
    }
    support: string
    textAndChat: string
    /**
     * The Sales group's hours row on a closed date (closedDates), once the page knows the day: {{name}} is the holiday's, {{when}} the next opening in the form texts' words ("tomorrow at 7 AM CT", "on Monday at 7 AM CT").
     */
    closedToday: string
    /**
     * The support call line on a closed date (closedDates; the header's and footer's Support Center groups) while phone support is closed: {{name}} is the holiday's, {{when}} when phone support opens next in the form texts' words ("Closed today for Thanksgiving. Phone support opens tomorrow at 8 AM CT.").
     */
    supportClosedToday: string
    /**
     * The e-commerce sales line's call line on a closed date (closedDates; the shop, its error dialog, the order page), decided before the first paint: {{label}} is the line's own words, {{name}} the holiday's, {{when}} when the line opens next in the form texts' words ("Closed today for Thanksgiving. Call our online sales team tomorrow at 8 AM CT.").
     */
    ecommClosedToday: string
    /**
     * The e-commerce sales line's call line while it is closed (the shop, its error dialog, the order confirmation): a sentence that names whose hours these are, since the same number shows the sales hours in the header ("Call our online sales team Monday–Friday 8am–8pm or Saturday 10am–7pm CT."). {{label}} is the line's own words, {{hours}} the e-commerce sales hours.
     */
    ecommCallWhenClosed: string
    /**
     * The e-commerce sales line's call line while it is closed once the page knows when it opens next, decided before the first paint: its hours (spec 9.1) and its next opening by those hours while sales is open (spec 4.10) in the form texts' words ("Call our online sales team Monday–Friday 8am–8pm or Saturday 10am–7pm CT. Opens tomorrow at 8 AM CT."). {{label}} is the line's own words, {{hours}} the e-commerce sales hours, {{when}} the next opening. Absent: ecommCallWhenClosed alone.
     */
    ecommCallOpensNext?: string
    /**
     * A page's call line ("Or call …") while sales is closed: when to call, as text (spec 4.10: the call link is hidden and the fixed hours shown instead, so no number either). {{label}} is the line's own words, {{hours}} the sales hours.
     */
    salesCallWhenClosed: string
    /**
     * A page's call line ("Or call …") while sales is closed once the page knows when it opens next, decided before the first paint: the fixed hours (spec 4.10) and the next opening in the form texts' words, as a lead's thank-you promises the call ("Or call us Mon-Fri 7am-10pm CT. Sales opens on Monday at 7 AM CT."). {{label}} is the line's own words, {{hours}} the sales hours, {{when}} the next opening. Absent: salesCallWhenClosed alone.
     */
    salesCallOpensNext?: string
    /**
     * The sales hours after a call label of a page's own (a location hero's "Call your local Harbor team:") while sales is closed, once the page knows when it opens next, decided before the first paint: the same next opening as salesCallOpensNext ("Mon-Fri 7am-10pm CT. Sales opens tomorrow at 7 AM CT."). {{hours}} is the sales hours, {{when}} the next opening. Absent: the hours alone.
     */
    salesHoursOpensNext?: string
  }
  closedDates?: ClosedDates
  closedEveryYear?: ClosedEveryYear
  loginValidityHours: number
  /**
   * Which reading of the e-commerce sales hours is in force: its text (texts.ecommSales) and its schedule (ecommSales).
   */
  ecommSalesReading: 'a' | 'b'
}
/**
 * Opening windows per weekday; a missing or empty day is closed.
 */
export interface WeeklySchedule {
  mon?: OpeningWindow[]
  tue?: OpeningWindow[]
  wed?: OpeningWindow[]
  thu?: OpeningWindow[]
  fri?: OpeningWindow[]
  sat?: OpeningWindow[]
  sun?: OpeningWindow[]
}
/**
 * Days the company is closed (holidays): "YYYY-MM-DD" on the America/Chicago calendar, then the holiday's name. On these days sales, e-commerce sales and phone support are closed whatever the weekly hours say (texts and chat stay 24/7), and the scheduling pickers offer no installation or consultation date (spec 4.11 plus this rule; docs/architecture.md, "Closed dates"). A date that has passed only warns; one that is not a day of the calendar (config:check checks the dates) fails. For a one-off closing; a holiday of every year is a closedEveryYear rule, and on a date both name this name is the one shown.
 */
export interface ClosedDates {
  [k: string]: string
}
export interface YearlyClosedDay {
  /**
   * The holiday's name, as the call lines say it ("Closed today for {{name}}").
   */
  name: string
  /**
   * The month, 1 (January) to 12 (December).
   */
  month: number
  /**
   * A fixed day of the month, 1 to 31 (Christmas: 25); it must exist in that month (29 February does not every year).
   */
  day?: number
  /**
   * The weekday of an nth-weekday rule (Thanksgiving: "thu").
   */
  weekday?: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'
  /**
   * Which of the month's weekdays: 1 to 4 (every month has four of each), or "last" (Memorial Day: the last Monday of May).
   */
  nth?: number | 'last'
}
