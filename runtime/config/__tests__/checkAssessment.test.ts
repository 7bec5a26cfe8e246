import { describe, expect, it } from 'vitest'
import { checkAssessment } from '../checkAssessment.ts'

type Config = Parameters<typeof checkAssessment>[0]

function issuesOf(config: Config) {
  const issues: string[] = []
  checkAssessment(config, (file, path, message, value) => issues.push(`${file} ${path.join('.')}: ${message}${value === undefined ? '' : ` (${String(value)})`}`))
  return issues
}

const recommendations: Config['assessmentRecommendations'] = {
  packages: [{ id: 'p', title: 'P', listPrice: 1, items: [{ type: 'Panel', name: 'Panel', quantity: 1 }] }],
  devices: [{ id: 'cam', type: 'Camera', name: 'Camera', price: 1 }],
}

describe('checkAssessment', () => {
  it('accepts a questionnaire whose needs are all coverable', () => {
    const questions: Config['assessmentQuestions'] = {
      questions: [{ id: 'q', title: 'Q', selection: 'single', options: [{ id: 'q.a', label: 'A', needs: [{ type: 'Camera', quantity: 1 }] }, { id: 'q.b', label: 'B' }] }],
    }
    expect(issuesOf({ assessmentQuestions: questions, assessmentRecommendations: recommendations })).toEqual([])
  })

  it('reports duplicate option ids and needs nothing can cover, at their paths', () => {
    const questions: Config['assessmentQuestions'] = {
      questions: [
        { id: 'q', title: 'Q', selection: 'single', options: [{ id: 'same', label: 'A' }, { id: 'x', label: 'B', needs: [{ type: 'Drone', quantity: 1 }] }] },
        { id: 'q', title: 'R', selection: 'multiple', options: [{ id: 'same', label: 'A' }, { id: 'y', label: 'B' }] },
      ],
    }
    expect(issuesOf({ assessmentQuestions: questions, assessmentRecommendations: recommendations })).toEqual([
      'site-config/assessment/questions.json questions.0.options.1.needs.0.type: no package item or device in site-config/assessment/recommendations.json has this type; known types: Camera, Panel (Drone)',
      'site-config/assessment/questions.json questions.1.id: duplicate question id (q)',
      'site-config/assessment/questions.json questions.1.options.0.id: duplicate option id; option ids must be unique across all questions (same)',
    ])
  })

  it('reports duplicate package and device ids', () => {
    const issues = issuesOf({
      assessmentQuestions: { questions: [{ id: 'q', title: 'Q', selection: 'single', options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }] }] },
      assessmentRecommendations: { packages: [...recommendations.packages, ...recommendations.packages], devices: [...recommendations.devices, ...recommendations.devices] },
    })
    expect(issues).toEqual([
      'site-config/assessment/recommendations.json packages.1.id: duplicate package id (p)',
      'site-config/assessment/recommendations.json devices.1.id: duplicate device id (cam)',
    ])
  })
})
