import { describe, expect, it } from 'vitest'
import { packageShortName, packagesNamedIn } from '../packageNames.ts'

const NAMES = ['Starter', 'Smart Home', 'Video', 'Complete']

describe('the packages a text names', () => {
  it('reads a package by its name and a list of packages, and nothing else', () => {
    expect(packagesNamedIn('Free with the Smart Home, Video and Complete packages.', NAMES).sort()).toEqual([
      'Complete',
      'Smart Home',
      'Video',
    ])
    expect(packagesNamedIn('Free from the Smart Home Package up (Starter Package: $99).', NAMES)).toEqual([
      'Smart Home',
      'Starter',
    ])
    expect(packagesNamedIn('The Video or Complete Packages include a doorbell.', NAMES).sort()).toEqual([
      'Complete',
      'Video',
    ])
  })

  it('leaves ordinary words alone: a video doorbell, a complete order, "Video" alone', () => {
    expect(packagesNamedIn('Complete your order for a Video Doorbell; video packages ship free.', NAMES)).toEqual([])
  })

  it("says a catalogue's package name as texts do", () => {
    expect(packageShortName('Smart Home Package')).toBe('Smart Home')
    expect(packageShortName('Complete')).toBe('Complete')
  })
})
