import { type ReactNode, createContext, useContext, useEffect, useState } from 'react'
import { useStore } from 'zustand'
import {
  type AssessmentState,
  type AssessmentStore,
  createAssessmentStore,
} from '../../../services/assessment/index.ts'

interface AssessmentContextValue {
  store: AssessmentStore
  /** False until the saved answers have been read from session storage (after hydration). */
  restored: boolean
}

const AssessmentContext = createContext<AssessmentContextValue | null>(null)

/**
 * Gives an assessment block its store: made per page render (never shared between server requests),
 * then filled from session storage after hydration so the first browser render matches the server HTML.
 */
export function AssessmentStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createAssessmentStore())
  const [restored, setRestored] = useState(false)
  useEffect(() => {
    void Promise.resolve(store.persist.rehydrate()).then(() => setRestored(true))
  }, [store])
  return <AssessmentContext.Provider value={{ store, restored }}>{children}</AssessmentContext.Provider>
}

function useAssessmentContext(): AssessmentContextValue {
  const value = useContext(AssessmentContext)
  if (!value) throw new Error('assessment blocks must render inside <AssessmentStoreProvider>')
  return value
}

export function useAssessment<T>(selector: (state: AssessmentState) => T): T {
  return useStore(useAssessmentContext().store, selector)
}

export function useAssessmentStoreApi(): AssessmentStore {
  return useAssessmentContext().store
}

export function useAnswersRestored(): boolean {
  return useAssessmentContext().restored
}
