// An index-source list whose key includes a search query: submitting the form changes the
// first page's key (`/users?page=0&limit=5&q=...`), which is what `persistSize` is about.
import { useId, useState, type FormEvent } from 'react'
import useFetchInfinite, { type FetchInfiniteOptions } from '../../../src/infinite'
import { indexKey, type UsersSource } from '../../../mocks'
import { InfiniteView, button, secondaryButton } from './InfiniteView'
import { ServerControls, fetchUsers } from './support'

export interface SearchableListProps {
  title: string
  source: UsersSource
  limit?: number
  options?: FetchInfiniteOptions
}

export function SearchableList({ title, source, limit = 5, options }: SearchableListProps) {
  const [q, setQ] = useState('')
  const [draft, setDraft] = useState('')
  const inputId = useId()
  // A new getKey per query; the hook identifies the list by its first page's key.
  const result = useFetchInfinite(indexKey(limit, q), fetchUsers, options)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setQ(draft.trim())
  }
  const controls = (
    <>
      <form role="search" onSubmit={submit} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <label htmlFor={inputId}>Search names</label>
        <input id={inputId} type="search" value={draft} onChange={(e) => setDraft(e.target.value)}
          style={{ font: 'inherit', padding: '3px 6px', border: '1px solid #767676', borderRadius: 4, color: '#1a1a1a', background: '#fff' }} />
        <button type="submit" style={button}>Search</button>
        <button type="button" style={secondaryButton} onClick={() => { setDraft(''); setQ('') }}>Clear search</button>
      </form>
      <ServerControls source={source} />
      <span>query: <code data-testid="query">{q || '(none)'}</code></span>
    </>
  )
  return <InfiniteView title={title} result={result} log={source.log} pageSize={limit} controls={controls} />
}
