import { describe, expect, it } from 'vitest'
import { checkAssessment } from '../checkAssessment.ts'

type Config = Parameters<typeof checkAssessment>[0]

function issuesOf(config: Config) {
  const issues: string[] = []
  checkAssessment(config, (file, path, message, value) =>
    issues.push(
      `${file} ${path.join('.')}: ${message}${value === undefined ? '' : ` (${typeof value === 'string' ? value : JSON.stringify(value)})`}`,
    ),
  )
  return issues
}

const catalogueMap: Config['assessmentCatalogue'] = {
  needProducts: { Camera: 'outdoor-camera', Panel: 'harbor-home-xt-panel' },
}

describe('checkAssessment', () => {
  it('accepts a questionnaire whose needs all name a catalogue product', () => {
    const questions: Config['assessmentQuestions'] = {
      questions: [
        {
          id: 'q',
          title: 'Q',
          selection: 'single',
          options: [
            { id: 'q.a', label: 'A', needs: [{ type: 'Camera', quantity: 1 }] },
            { id: 'q.b', label: 'B' },
          ],
        },
      ],
    }
    expect(issuesOf({ assessmentQuestions: questions, assessmentCatalogue: catalogueMap })).toEqual([])
  })

  it('reports duplicate ids and needs without a catalogue product, at their paths', () => {
    const questions: Config['assessmentQuestions'] = {
      questions: [
        {
          id: 'q',
          title: 'Q',
          selection: 'single',
          options: [
            { id: 'same', label: 'A' },
            { id: 'x', label: 'B', needs: [{ type: 'Drone', quantity: 1 }] },
          ],
        },
        {
          id: 'q',
          title: 'R',
          selection: 'multiple',
          options: [
            { id: 'same', label: 'A' },
            { id: 'y', label: 'B' },
          ],
        },
      ],
    }
    expect(issuesOf({ assessmentQuestions: questions, assessmentCatalogue: catalogueMap })).toEqual([
      'site-config/assessment/questions.json questions.0.options.1.needs.0.type: no catalogue product for this type in site-config/assessment/catalogue.json needProducts; known types: Camera, Panel (Drone)',
      'site-config/assessment/questions.json questions.1.id: duplicate question id (q)',
      'site-config/assessment/questions.json questions.1.options.0.id: duplicate option id; option ids must be unique across all questions (same)',
    ])
  })
})
