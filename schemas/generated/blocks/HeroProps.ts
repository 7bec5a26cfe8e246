/* eslint-disable */
/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run codegen` from blocks/Hero/schema.json; edit the schema and run it again.
 */

/**
 * A page's opening: heading, subheading, optional image and call to action.
 */
export interface HeroProps {
  eyebrow?: string
  heading: string
  subheading?: string
  image?: {
    src: string
    alt: string
    width: number
    height: number
  }
  cta?: {
    label: string
    href: string
  }
  tone?: 'dark' | 'light'
}
