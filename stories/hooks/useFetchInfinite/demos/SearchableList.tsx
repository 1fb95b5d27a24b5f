// An index-source list whose key includes a search query: submitting the form changes the
// first page's key (`/users?page=0&limit=5&q=...`), which is what `persistSize` is about.
import { useId, useState, type FormEvent } from 'react'
import useFetchInfinite, { type FetchInfiniteOptions } from '../../../../src/infinite'
import { indexKey, type User } from '../../../../mocks'
import { Button, Input, useMockApi } from '../../../support'
import { InfiniteView, ServerControls } from './InfiniteView'

export interface SearchableListProps {
  title: string
  limit?: number
  options?: FetchInfiniteOptions
}

export function SearchableList({ title, limit = 5, options }: SearchableListProps) {
  const api = useMockApi()
  const [q, setQ] = useState('')
  const [draft, setDraft] = useState('')
  const inputId = useId()
  // A new getKey per query; the hook identifies the list by its first page's key.
  const result = useFetchInfinite(indexKey(limit, q), api.fetchJson<User[]>, options)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setQ(draft.trim())
  }
  const controls = (
    <>
      {/* Named after its demo: a docs page shows two of these search landmarks. */}
      <form role="search" aria-label={`Search in ${title}`} onSubmit={submit} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <label htmlFor={inputId}>Search names</label>
        <Input id={inputId} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit">Search</Button>
        <Button $variant="secondary" onClick={() => { setDraft(''); setQ('') }}>Clear search</Button>
      </form>
      <ServerControls />
      <span>query: <code data-testid="query">{q || '(none)'}</code></span>
    </>
  )
  return <InfiniteView title={title} result={result} pageSize={limit} controls={controls} />
}
