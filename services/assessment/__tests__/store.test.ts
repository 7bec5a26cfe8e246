import { describe, expect, it } from 'vitest'
import type { StateStorage } from 'zustand/middleware'
import { ASSESSMENT_STORAGE_KEY, answersByQuestion, createAssessmentStore } from '../index.ts'

function memoryStorage(): StateStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

const house = { id: 'home-type.house', questionId: 'home-type' }
const condo = { id: 'home-type.apartment', questionId: 'home-type' }
const cameras = { id: 'priorities.outdoor-cameras', questionId: 'priorities' }
const locks = { id: 'priorities.smart-locks', questionId: 'priorities' }

describe('assessment store (spec §3.7, §4.9)', () => {
  it('starts at step "start", question 0, no answers and no id', () => {
    const state = createAssessmentStore({ storage: memoryStorage() }).getState()
    expect([state.currentStep, state.currentQuestionIndex, state.selectedOptions, state.assessmentId]).toEqual([
      'start',
      0,
      [],
      null,
    ])
  })

  it('appends on select, removes by id on unselect, and reads selected by id', () => {
    const store = createAssessmentStore({ storage: memoryStorage() })
    const { selectOption, unselectOption, isSelected } = store.getState()
    selectOption(cameras)
    selectOption(locks)
    expect(store.getState().selectedOptions).toEqual([cameras, locks])
    expect(isSelected(locks.id)).toBe(true)
    selectOption(cameras) // already there: no duplicate
    expect(store.getState().selectedOptions).toEqual([cameras, locks])
    unselectOption(cameras.id)
    expect(store.getState().selectedOptions).toEqual([locks])
    expect(store.getState().isSelected(cameras.id)).toBe(false)
  })

  it('swaps the answer of a single-choice question without touching other questions', () => {
    const store = createAssessmentStore({ storage: memoryStorage() })
    store.getState().selectOption(cameras)
    store.getState().chooseOnly(house)
    store.getState().chooseOnly(condo)
    expect(store.getState().selectedOptions).toEqual([cameras, condo])
  })

  it('adds 1 to the question index on next, and jumps back and forth', () => {
    const store = createAssessmentStore({ storage: memoryStorage() })
    store.getState().nextQuestion()
    store.getState().nextQuestion()
    expect(store.getState().currentQuestionIndex).toBe(2)
    store.getState().goToQuestion(0)
    expect(store.getState().currentQuestionIndex).toBe(0)
    store.getState().goToQuestion(-3)
    expect(store.getState().currentQuestionIndex).toBe(0)
  })

  it('makes the assessment id once and keeps it', () => {
    let made = 0
    const store = createAssessmentStore({ storage: memoryStorage(), newId: () => `id-${++made}` })
    expect(store.getState().ensureAssessmentId()).toBe('id-1')
    expect(store.getState().ensureAssessmentId()).toBe('id-1')
    expect(store.getState().assessmentId).toBe('id-1')
  })

  it('keeps the answers in storage so a new store (a reload) gets them back after rehydrating', async () => {
    const storage = memoryStorage()
    const first = createAssessmentStore({ storage, newId: () => 'abc' })
    first.getState().ensureAssessmentId()
    first.getState().chooseOnly(house)
    first.getState().nextQuestion()
    first.getState().setStep('questions')
    expect(JSON.parse(storage.data.get(ASSESSMENT_STORAGE_KEY)!).state).toEqual({
      currentStep: 'questions',
      selectedOptions: [house],
      assessmentId: 'abc',
      currentQuestionIndex: 1,
    })

    const reloaded = createAssessmentStore({ storage })
    // Nothing is read before rehydration, so the first browser render matches the server's.
    expect(reloaded.getState().selectedOptions).toEqual([])
    await reloaded.persist.rehydrate()
    expect(reloaded.getState().selectedOptions).toEqual([house])
    expect(reloaded.getState().currentQuestionIndex).toBe(1)
    expect(reloaded.getState().assessmentId).toBe('abc')
    expect(reloaded.getState().isSelected(house.id)).toBe(true)
  })

  it('reset clears everything', () => {
    const store = createAssessmentStore({ storage: memoryStorage() })
    store.getState().selectOption(cameras)
    store.getState().nextQuestion()
    store.getState().reset()
    expect(store.getState().selectedOptions).toEqual([])
    expect(store.getState().currentQuestionIndex).toBe(0)
  })

  it('groups answers by question for the lead', () => {
    expect(answersByQuestion([house, cameras, locks])).toEqual({
      'home-type': [house.id],
      priorities: [cameras.id, locks.id],
    })
  })
})
