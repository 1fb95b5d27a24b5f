// The pages every scenario's fetcher answers with.

/** Ten fresh items per page, as a JSON response would give (new objects on every fetch). */
export const makePage = (index) => {
  const page = []
  for (let i = 0; i < 10; i++) {
    const id = index * 10 + i
    page.push({ id, name: `User ${id}`, email: `user${id}@example.com` })
  }
  return page
}
