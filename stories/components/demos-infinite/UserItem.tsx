// Item content used by the InfiniteList stories: a small user card (name as the article's title).
import type { User } from '../../../mocks'

export function UserItem({ user }: { user: User }) {
  const titleId = `user-${user.id}-name`
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <strong id={titleId}>{user.name}</strong>
      <span style={{ fontSize: '0.9em' }}>
        {user.email} · {user.role}
      </span>
    </div>
  )
}

/** `renderItem` for User items. */
export const renderUser = (user: User) => <UserItem user={user} />

/** `itemProps`: each article is named by its user's name (APG feed: aria-labelledby). */
export const userItemProps = (user: User) => ({ 'aria-labelledby': `user-${user.id}-name` })
