/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/LeadForm/schema.json; edit the schema and run it again.
 */

/**
 * A lead form from site-config/forms.json: the callback form (#leadForm), a consultation form (with or without the ZIP check), the secure offer form or the embedded shop form. Which one is decided by the form's kind in forms.json.
 */
export interface LeadFormProps {
  /**
   * A key of `forms` in site-config/forms.json, e.g. home_callback_masterform_1, secure-modal-consultation-form, ecomm_pagge_embedded_form. It is also the originating_form_id of the lead.
   */
  formId: string
  /**
   * Send the page's consultation form id (spec 2.10/9.7: {pageName}-modal-consultation-form, home-modal-consultation-form on /) as originating_form_id, with the fields, texts and kind of `formId`. For product and partner pages whose form id depends on the page.
   */
  idFromPage: boolean
  /**
   * Replaces the form's heading from forms.json on this page.
   */
  heading?: string
  /**
   * A short paragraph beside the form.
   */
  intro?: string
  /**
   * Spec 2.10: on product pages the form is hidden once this browser has submitted a lead (local storage lead_submitted).
   */
  hideAfterLead: boolean
  /**
   * Callback form 1: the step to start on (spec 4.3).
   */
  startStep?: 1 | 2 | 3
  /**
   * The section's background and text colours.
   */
  tone: 'light' | 'dark'
}
