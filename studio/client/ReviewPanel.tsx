import { useCallback, useEffect, useId, useState } from 'react'
import type { SaveRequest } from './api.ts'
import { reviewTitleFromSummary } from '../server/review/reviewBranchName.ts'
// In Chicago time with "CT", as every other time in the studio: not the browser's own zone.
import { describeChicagoTime } from '../../services/schedule/index.ts'

/**
 * Sending a change for review (issue 30 item 2), in the studio's words: the change goes to its own branch
 * `site/…`, never to the branch checked out; the review branches are listed with their previews and can be
 * reopened. The server side is studio/server/review/; GitHub's token never reaches this page.
 */

interface ReviewBranch {
  name: string
  commit: string
  subject: string
  date: string
  pushed: boolean
  preview: { url: string; sharedUrl: string | null; commit: string } | null
  previewStarting: boolean
  previewCommand: string
}

interface BranchList {
  /** The branch checked out in the editor's copy of the repository. */
  current: string | null
  /** The review branch the studio edits now, or null for the working files. */
  editing: string | null
  github: boolean
  branches: ReviewBranch[]
  /** Why changes cannot be sent for review here (the edited files are in no git repository). */
  unavailable?: string
}

export interface SentForReview {
  branch: string
  commit: string
  title: string
  pushed: boolean
  pullRequest: { number: number; url: string; created: boolean } | null
  howToOpen: string | null
}

/** Told to every part of the page when the studio starts or stops editing a review branch, or sends one. */
const REVIEW_CHANGED = 'studio:review-changed'
/** The last send of this page's life: the editor reopens its page after a send, and the message must outlive that. */
let lastSent: SentForReview | null = null
const announce = (sent: SentForReview | null) => {
  lastSent = sent
  window.dispatchEvent(new CustomEvent<SentForReview | null>(REVIEW_CHANGED, { detail: sent }))
}

async function call<T>(path: string, body?: unknown): Promise<{ ok: boolean; body: T & { error?: string } }> {
  const response = await fetch(`/studio/api/review${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { ok: response.ok, body: (await response.json()) as T & { error?: string } }
}

function useReviewBranches(): { list: BranchList | null; error: string | null; refresh: () => void } {
  const [list, setList] = useState<BranchList | null>(null)
  const [error, setError] = useState<string | null>(null)
  const refresh = useCallback(() => {
    call<BranchList>('/branches').then(
      ({ ok, body }) => (ok ? setList(body) : setError(body.error ?? 'the review branches could not be read')),
      (e: Error) => setError(e.message),
    )
  }, [])
  useEffect(() => {
    refresh()
    window.addEventListener(REVIEW_CHANGED, refresh)
    return () => window.removeEventListener(REVIEW_CHANGED, refresh)
  }, [refresh])
  return { list, error, refresh }
}

/** In the save dialog, beside Save: commit the checked change to a review branch instead of the working files. */
export function SendForReview({
  request,
  summary,
  onSent,
}: {
  request: SaveRequest | null
  summary: string
  onSent: (sent: SentForReview) => void
}) {
  const { list } = useReviewBranches()
  const [title, setTitle] = useState(() => reviewTitleFromSummary(summary))
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  if (list?.unavailable) return null
  const send = async () => {
    if (!request) return
    setSending(true)
    setError(null)
    try {
      const { ok, body } = await call<SentForReview>('/send', { request, title })
      if (!ok) return setError(body.error ?? 'The change was not sent.')
      announce(body)
      onSent(body)
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setSending(false)
    }
  }
  return (
    <section aria-labelledby={`${inputId}-heading`} style={{ borderTop: '1px solid #ddd', marginTop: 12 }}>
      <h3 id={`${inputId}-heading`} style={{ fontSize: 16, marginBottom: 4 }}>
        Or send it for review
      </h3>
      <p style={{ margin: '4px 0' }}>
        {list?.editing
          ? `Adds this change to the review ${list.editing} as a new commit.`
          : `Commits this change to a branch of its own (site/…), not to ${list?.current ?? 'the branch checked out'}, and leaves your working files as they are.`}{' '}
        {list?.github ? 'The pull request is opened on GitHub.' : ''}
      </p>
      {!list?.editing && (
        <p style={{ margin: '4px 0' }}>
          <label htmlFor={inputId}>What changed (the review’s title)</label>{' '}
          <input
            id={inputId}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            size={48}
            data-review-title=""
          />
        </p>
      )}
      {error && <p role="alert">{error}</p>}
      <button type="button" onClick={() => void send()} disabled={sending || !request} data-send-review="">
        {sending ? 'Sending…' : list?.editing ? `Add to ${list.editing}` : 'Send for review'}
      </button>
    </section>
  )
}

/** In the editor's top bar: which files the studio edits, and what the last send did. */
export function ReviewStatus() {
  const { list } = useReviewBranches()
  const [sent, setSent] = useState<SentForReview | null>(lastSent)
  useEffect(() => {
    const onChange = (event: Event) => setSent((event as CustomEvent<SentForReview | null>).detail)
    window.addEventListener(REVIEW_CHANGED, onChange)
    return () => window.removeEventListener(REVIEW_CHANGED, onChange)
  }, [])
  if (!list?.editing && !sent) return null
  return (
    <span role="status" data-review-status={list?.editing ?? ''}>
      {sent && <SentMessage sent={sent} />} {list?.editing && <BackToWorkingFiles branch={list.editing} />}
    </span>
  )
}

function SentMessage({ sent }: { sent: SentForReview }) {
  return (
    <span data-review-sent={sent.branch}>
      Sent for review on <code>{sent.branch}</code>
      {sent.pushed ? ' (pushed)' : ''}.{' '}
      {sent.pullRequest ? (
        <a href={sent.pullRequest.url} target="_blank" rel="noreferrer">
          Pull request #{sent.pullRequest.number}
        </a>
      ) : (
        sent.howToOpen
      )}
    </span>
  )
}

function BackToWorkingFiles({ branch }: { branch: string }) {
  const back = async () => {
    await call('/close', {})
    announce(null)
    window.location.reload()
  }
  return (
    <span>
      Editing the review <code>{branch}</code>: saves are commits on it.{' '}
      <button type="button" onClick={() => void back()} data-review-close="">
        Back to your working files
      </button>
    </span>
  )
}

/** On the page list: the open review branches, their previews, and reopening one to keep editing it. */
export function ReviewBranches() {
  const { list, error, refresh } = useReviewBranches()
  const [problem, setProblem] = useState<string | null>(null)
  const open = async (branch: string) => {
    const { ok, body } = await call<{ editing: string }>('/open', { branch })
    if (!ok) return setProblem(body.error ?? `${branch} could not be opened`)
    setProblem(null)
    announce(null)
    refresh()
  }
  const startPreview = async (branch: string) => {
    const { ok, body } = await call<{ preview: string }>('/preview', { branch })
    setProblem(ok ? null : (body.error ?? `the preview of ${branch} did not start`))
    refresh()
  }
  // A preview being built gets its address in a minute or two: look again until it has one.
  const building = list?.branches.some((branch) => branch.previewStarting) ?? false
  useEffect(() => {
    if (!building) return
    const timer = setInterval(refresh, 3000)
    return () => clearInterval(timer)
  }, [building, refresh])
  if (error) return <p role="alert">{error}</p>
  if (!list) return null
  if (list.unavailable)
    return (
      <section aria-labelledby="review-branches-heading" data-review-branches="">
        <h2 id="review-branches-heading">Sent for review</h2>
        <p>{list.unavailable}</p>
      </section>
    )
  return (
    <section aria-labelledby="review-branches-heading" data-review-branches="">
      <h2 id="review-branches-heading">Sent for review</h2>
      <p>
        {list.editing ? (
          <BackToWorkingFiles branch={list.editing} />
        ) : (
          `The studio edits your working files (branch ${list.current}). A change sent for review goes to a branch of its own.`
        )}
      </p>
      {problem && <p role="alert">{problem}</p>}
      {list.branches.length === 0 ? (
        <p>No open review branches.</p>
      ) : (
        <ul>
          {list.branches.map((branch) => (
            <li key={branch.name} data-review-branch={branch.name}>
              <code>{branch.name}</code>: {branch.subject}{' '}
              <small data-review-date="">({describeChicagoTime(Date.parse(branch.date))})</small>
              {branch.pushed ? ' · on origin' : ' · not pushed'} ·{' '}
              {branch.preview ? (
                <>
                  <a href={branch.preview.url} target="_blank" rel="noreferrer" data-review-preview="">
                    preview
                  </a>
                  {branch.preview.commit !== branch.commit && (
                    <>
                      {' '}
                      (of an earlier commit:{' '}
                      <button type="button" onClick={() => void startPreview(branch.name)}>
                        start it again
                      </button>
                      )
                    </>
                  )}
                  {branch.preview.sharedUrl && (
                    <>
                      {' '}
                      · <a href={branch.preview.sharedUrl}>link to share (7 days)</a>
                    </>
                  )}
                </>
              ) : branch.previewStarting ? (
                <span role="status">preview starting: building the branch (a minute or two)…</span>
              ) : (
                <>
                  <button type="button" onClick={() => void startPreview(branch.name)} data-review-start-preview="">
                    Start preview
                  </button>{' '}
                  (or <code>{branch.previewCommand}</code>)
                </>
              )}{' '}
              {list.editing === branch.name ? (
                <strong>editing</strong>
              ) : (
                <button type="button" onClick={() => void open(branch.name)} data-review-open={branch.name}>
                  Reopen
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
