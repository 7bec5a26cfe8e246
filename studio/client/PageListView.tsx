import { useCallback, useEffect, useState } from 'react'
import { type PageList, studioApi } from './api.ts'
import { AddPartnerForm } from './AddPartnerForm.tsx'
import { EditPartnerForm } from './EditPartnerForm.tsx'
import { ReviewBranches } from './ReviewPanel.tsx'

/** Every page of the site, the partners' pages grouped under each partner. */
export function PageListView() {
  const [list, setList] = useState<PageList | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [filter, setFilter] = useState('')
  const [editing, setEditing] = useState<string | null>(null)
  // Read again after a partner is added or edited, so its pages are listed without a reload.
  const refresh = useCallback(() => {
    studioApi.pages().then(setList, (e: Error) => setError(e.message))
  }, [])
  useEffect(refresh, [refresh])
  if (error) return <p role="alert">{error}</p>
  if (!list) return <p>Loading pages…</p>
  const matches = (text: string) => text.toLowerCase().includes(filter.toLowerCase())
  const sitePages = list.pages.filter((page) => !page.partner && (matches(page.path) || matches(page.title)))
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 960, margin: '0 auto', padding: 24, lineHeight: 2 }}>
      <h1>Studio</h1>
      <p>
        Open a page to edit its blocks. Saving checks the whole site the way config:check does and writes routes.json or
        partners.json.
      </p>
      <label>
        Find a page <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </label>
      <h2>Pages</h2>
      <ul>
        {sitePages.map((page) => (
          <li key={page.key}>
            <a href={`/studio?page=${encodeURIComponent(page.key)}`}>{page.path}</a> — {page.title}
          </li>
        ))}
      </ul>
      <ReviewBranches />
      <AddPartnerForm onAdded={refresh} />
      <h2>Partners</h2>
      {list.partners.map((partner) => {
        const pages = list.pages.filter(
          (page) => page.partner?.id === partner.id && (matches(page.path) || matches(partner.name)),
        )
        if (!pages.length && filter) return null
        return (
          <section key={partner.id} aria-labelledby={`partner-${partner.id}`}>
            <h3 id={`partner-${partner.id}`}>
              {partner.name}{' '}
              <small>
                ({partner.kind}
                {partner.enabled ? '' : ', disabled'})
              </small>{' '}
              <button
                type="button"
                aria-expanded={editing === partner.id}
                aria-controls={`partner-${partner.id}-form`}
                onClick={() => setEditing(editing === partner.id ? null : partner.id)}
                data-edit-partner-button={partner.id}
              >
                {editing === partner.id ? 'Close' : 'Edit partner'}
              </button>
            </h3>
            <div id={`partner-${partner.id}-form`}>
              {editing === partner.id && <EditPartnerForm partnerId={partner.id} onSaved={refresh} />}
            </div>
            <ul>
              {pages.map((page) => (
                <li key={page.key}>
                  <a href={`/studio?page=${encodeURIComponent(page.key)}`}>{page.path}</a>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </main>
  )
}
