import { Suspense, lazy, useEffect, useMemo, useState } from 'react'
import { loadOrReload } from '../../runtime/render/chunkReload.ts'
import { useSiteData } from '../../runtime/render/PageModelContext.tsx'
import { attributionSettingsFrom } from '../../services/attribution/index.ts'
import { storeAttributionFromLocation } from '../../services/attribution/browser.ts'
import {
  CONSULTATION_MODAL_HASH,
  type ServiceAvailabilityRequest,
  onOpenConsultationModal,
  onOpenEcommErrorModal,
  onOpenServiceAvailabilityModal,
} from '../shared/siteEvents.ts'

/**
 * The modals' code (forms, validation) loads only when one is first opened; a chunk that is gone (a deploy
 * replaced it) starts the guarded reload of spec §8, like every other lazily loaded chunk.
 */
function lazyModals(guardMs: number) {
  return {
    ConsultationModal: lazy(() => loadOrReload(() => import('./ConsultationModal.tsx'), guardMs)),
    ServiceAvailabilityModal: lazy(() => loadOrReload(() => import('./ServiceAvailabilityModal.tsx'), guardMs)),
    EcommErrorModal: lazy(() => loadOrReload(() => import('./EcommErrorModal.tsx'), guardMs)),
  }
}

type OpenModal =
  | { name: 'consultation' }
  | { name: 'serviceAvailability'; request: ServiceAvailabilityRequest }
  | { name: 'ecommError' }
  | null

/**
 * The small island on every page: stores the query's UTM values and click ids (spec §7.5 "utm-cookies")
 * and, where the layout allows lead forms, opens the lead modals on request: the consultation event
 * (header "Get a Quote"), any link to #modal-consultation, and the shop's modal events.
 */
export function LeadModalsHost({ leadForms }: { leadForms: boolean }) {
  const site = useSiteData()
  const [open, setOpen] = useState<OpenModal>(null)
  const guardMs = site.constants.display.chunkReloadGuardMs
  const { ConsultationModal, ServiceAvailabilityModal, EcommErrorModal } = useMemo(() => lazyModals(guardMs), [guardMs])

  useEffect(() => {
    storeAttributionFromLocation(attributionSettingsFrom(site))
  }, [site])

  useEffect(() => {
    if (!leadForms) return
    const openConsultation = () => setOpen({ name: 'consultation' })
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (link?.getAttribute('href') !== CONSULTATION_MODAL_HASH || event.defaultPrevented || event.button !== 0) return
      event.preventDefault()
      openConsultation()
    }
    document.addEventListener('click', onClick)
    const unsubscribers = [
      onOpenConsultationModal(openConsultation),
      onOpenServiceAvailabilityModal((request) => setOpen({ name: 'serviceAvailability', request })),
      onOpenEcommErrorModal(() => setOpen({ name: 'ecommError' })),
    ]
    return () => {
      document.removeEventListener('click', onClick)
      for (const unsubscribe of unsubscribers) unsubscribe()
    }
  }, [leadForms])

  if (!open) return null
  const close = () => setOpen(null)
  return (
    <Suspense fallback={null}>
      {open.name === 'consultation' && <ConsultationModal onClose={close} />}
      {open.name === 'serviceAvailability' && <ServiceAvailabilityModal request={open.request} onClose={close} />}
      {open.name === 'ecommError' && <EcommErrorModal onClose={close} />}
    </Suspense>
  )
}
