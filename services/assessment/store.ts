import { createStore, type StoreApi } from 'zustand/vanilla'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import { newIdempotencyKey } from '../leads/client.ts'

/** The assessment's steps, one per route: /assessment/start, /questions, /review, /contact-us. */
export type AssessmentStep = 'start' | 'questions' | 'review' | 'contact-us'

/** An answer: the option's id, and the question it answers (so single-choice questions can swap it). */
export interface SelectedOption {
  id: string
  questionId: string
}

/** The assessment state of spec §3.7. */
export interface AssessmentData {
  currentStep: AssessmentStep
  selectedOptions: SelectedOption[]
  assessmentId: string | null
  currentQuestionIndex: number
}

export interface AssessmentActions {
  /** Appends the option (spec §4.9); selecting one already present changes nothing. */
  selectOption: (option: SelectedOption) => void
  /** Removes the option by id (spec §4.9). */
  unselectOption: (id: string) => void
  /** For a single-choice question: the option replaces any other answer to the same question. */
  chooseOnly: (option: SelectedOption) => void
  /** Adds 1 to the question index (spec §4.9). */
  nextQuestion: () => void
  /** Jumps to a question, e.g. from the browser's back button or the review page's "Change". */
  goToQuestion: (index: number) => void
  setStep: (step: AssessmentStep) => void
  /** Gives the assessment an id the first time it is needed; later calls keep it. */
  ensureAssessmentId: () => string
  /** An option counts as selected when its id is in the selection (spec §4.9). */
  isSelected: (id: string) => boolean
  reset: () => void
}

export type AssessmentState = AssessmentData & AssessmentActions
export type AssessmentStore = StoreApi<AssessmentState> & { persist: { rehydrate(): Promise<void> | void } }

export const ASSESSMENT_STORAGE_KEY = 'harbor-assessment'

export const initialAssessment: AssessmentData = {
  currentStep: 'start',
  selectedOptions: [],
  assessmentId: null,
  currentQuestionIndex: 0,
}

export interface AssessmentStoreOptions {
  /** Where answers are kept between page loads; the browser's session storage by default. */
  storage?: StateStorage
  newId?: () => string
}

/**
 * One assessment store per browser session. The saved answers are read only when `persist.rehydrate()`
 * is called (after hydration), so the server HTML and the first browser render agree.
 */
export function createAssessmentStore(options: AssessmentStoreOptions = {}): AssessmentStore {
  const newId = options.newId ?? newIdempotencyKey
  const storage = createJSONStorage<AssessmentData>(() => options.storage ?? sessionStorage)
  return createStore<AssessmentState>()(
    persist(
      (set, get) => ({
        ...initialAssessment,
        selectOption: (option) =>
          set((state) =>
            state.selectedOptions.some((o) => o.id === option.id)
              ? state
              : { selectedOptions: [...state.selectedOptions, option] },
          ),
        unselectOption: (id) =>
          set((state) => ({ selectedOptions: state.selectedOptions.filter((option) => option.id !== id) })),
        chooseOnly: (option) =>
          set((state) => ({
            selectedOptions: [...state.selectedOptions.filter((o) => o.questionId !== option.questionId), option],
          })),
        nextQuestion: () => set((state) => ({ currentQuestionIndex: state.currentQuestionIndex + 1 })),
        goToQuestion: (index) => set({ currentQuestionIndex: Math.max(0, Math.trunc(index)) }),
        setStep: (currentStep) => set({ currentStep }),
        ensureAssessmentId: () => {
          const existing = get().assessmentId
          if (existing) return existing
          const assessmentId = newId()
          set({ assessmentId })
          return assessmentId
        },
        isSelected: (id) => get().selectedOptions.some((option) => option.id === id),
        reset: () => set({ ...initialAssessment }),
      }),
      {
        name: ASSESSMENT_STORAGE_KEY,
        storage,
        skipHydration: true,
        partialize: ({ currentStep, selectedOptions, assessmentId, currentQuestionIndex }) => ({
          currentStep,
          selectedOptions,
          assessmentId,
          currentQuestionIndex,
        }),
      },
    ),
  )
}

/** The answers grouped by question id, as option ids, in the order they were chosen. */
export function answersByQuestion(selected: readonly SelectedOption[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {}
  for (const option of selected) (grouped[option.questionId] ??= []).push(option.id)
  return grouped
}
