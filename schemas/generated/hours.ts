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
     * A page's call line ("Or call …") while sales is closed: when to call, as text (spec 4.10: the call link is hidden and the fixed hours shown instead, so no number either). {{label}} is the line's own words, {{hours}} the sales hours.
     */
    salesCallWhenClosed: string
    /**
     * A page's call line ("Or call …") while sales is closed once the page knows when it opens next, decided before the first paint: the fixed hours (spec 4.10) and the next opening in the form texts' words, as a lead's thank-you promises the call ("Or call us Mon-Fri 7am-10pm CT. Sales opens on Monday at 7 AM CT."). {{label}} is the line's own words, {{hours}} the sales hours, {{when}} the next opening. Absent: salesCallWhenClosed alone.
     */
    salesCallOpensNext?: string
  }
  closedDates?: ClosedDates
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
 * Days the company is closed (holidays): "YYYY-MM-DD" on the America/Chicago calendar, then the holiday's name. On these days sales, e-commerce sales and phone support are closed whatever the weekly hours say (texts and chat stay 24/7), and the scheduling pickers offer no installation or consultation date (spec 4.11 plus this rule; docs/architecture.md, "Closed dates"). A date that has passed only warns; one that is not a day of the calendar (config:check checks the dates) fails.
 */
export interface ClosedDates {
  [k: string]: string
}
