// Story demo: a <PagePreloader> of the users pages, shared by the preloader and classic paging demos.
import { PagePreloader, type PagePreloaderProps } from '../../../src'
import type { User } from '../../../mocks'
import { useMockApi } from '../../support'
import { UsersPage, usersPageKey } from './UsersPage'

export type UsersPagePreloaderProps = Omit<PagePreloaderProps<User[], string>, 'getKey' | 'fetcher' | 'children' | 'render'> & { limit?: number }

/**
 * Preloads the users pages after `page`: in mode "render" (the default) it renders their
 * `<UsersPage>` hidden, in mode "cache" it puts their data in the cache.
 */
export function UsersPagePreloader({ limit = 10, mode = 'render', ...options }: UsersPagePreloaderProps) {
  const api = useMockApi()
  return (
    <PagePreloader {...options} mode={mode} getKey={(p) => usersPageKey(p, limit)} fetcher={api.fetchJson<User[]>}>
      {mode === 'render' ? (p) => <UsersPage page={p} limit={limit} /> : undefined}
    </PagePreloader>
  )
}
