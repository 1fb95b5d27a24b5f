import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { LoadMoreButton } from '../../../src'
import { inOwnWindow, playExceptOnDocsPage, type PlaysExceptOnDocsPage, showCode } from '../../support'
import { frame, logOf, T } from '../InfiniteList/play'
import { articlesCode } from './code'
import { ARTICLE_HEIGHT, ArticlesApart, ArticlesInBox, BoxInScrollingPage, PAGE_SIZE } from './demos'

/**
 * A standalone `<LoadMoreButton>` under an app's own list, in a 300 px scroll box: each page it
 * loads lands above it. Focused from the keyboard, the button stays in view as the page pushes
 * it down (scrolled back to the box's nearest edge), with the end of that page just above it.
 * A page that pushes it only partly past the box's edge brings it wholly into view too. Clicked
 * with a mouse, the articles on screen stay where they are and the button goes down with the
 * list. A button the user scrolled away from while its page loads stays where they left it.
 *
 * Each demo has its own mock server (60 users, 100 ms latency) and request log; Tab to its button
 * and press Enter to try it. The demos that scroll the window render in a frame of their own.
 */
const meta = {
  title: 'Components/LoadMoreButton/Kept in view from the keyboard',
  component: LoadMoreButton,
  tags: ['autodocs'],
  parameters: { mockApi: { total: 60, latency: 100 }, ...showCode(articlesCode({ height: 300 })) },
  render: () => <ArticlesInBox height={300} />,
} satisfies Meta<typeof LoadMoreButton>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

/** What of `element` the box (or the window) shows, in px. */
function shownIn(box: HTMLElement | Window, element: Element): number {
  const top = box instanceof Window ? 0 : box.getBoundingClientRect().top + box.clientTop
  const bottom = top + (box instanceof Window ? box.innerHeight : box.clientHeight)
  const { top: elTop, bottom: elBottom } = element.getBoundingClientRect()
  return Math.max(0, Math.min(elBottom, bottom) - Math.max(elTop, top))
}

/** The first page shown: the box, its button and the articles. */
async function opened({ canvasElement }: Context) {
  const canvas = within(canvasElement)
  await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(10), T)
  const box = canvas.getByRole('group', { name: 'Articles' })
  const button = canvas.getByRole('button', { name: 'Load more' })
  const articles = () => canvas.getAllByRole('article')
  /** Waits for `count` articles and the button back to "Load more", plus two frames for the layout's observers. */
  const landed = async (count: number) => {
    await waitFor(() => expect(articles()).toHaveLength(count), T)
    await waitFor(() => expect(button).toHaveTextContent('Load more'), T)
    await frame()
    await frame()
  }
  return { box, button, articles, landed }
}

/** Tabs to the button: focus from the keyboard, which scrolls it into view. */
async function tabTo(button: HTMLElement, box: HTMLElement | Window) {
  for (let i = 0; i < 5 && document.activeElement !== button; i++) await userEvent.tab()
  await expect(button).toHaveFocus()
  await expect(button.matches(':focus-visible')).toBe(true)
  await waitFor(() => expect(shownIn(box, button)).toBeGreaterThan(0), T)
  await frame()
}

/**
 * Presses Enter `presses` times on the focused button: after each page, the button (wholly) and
 * the end of that page show in each of `views`.
 */
async function pressEnter({ button, articles, landed }: Awaited<ReturnType<typeof opened>>, views: (HTMLElement | Window)[], presses: number) {
  for (let page = 1; page <= presses; page++) {
    await userEvent.keyboard('{Enter}')
    await landed((page + 1) * 10)
    await expect(button).toHaveFocus()
    for (const view of views) {
      const where = `page ${page}, in the ${view instanceof Window ? 'window' : 'box'}`
      // Wholly in view, and the last article of the page it loaded right above it.
      await waitFor(() => expect(shownIn(view, button), `px of the button shown, ${where}`).toBeGreaterThanOrEqual(button.offsetHeight - 1), T)
      await expect(shownIn(view, articles().at(-1)!), `px of the last article shown, ${where}`).toBeGreaterThan(0)
    }
  }
}

/** Tabs to the button, then presses Enter `presses` times: after each page, the button and the end of that page show in `view`. */
async function pressFromTheKeyboard(context: Context, view: 'box' | 'window', presses: number) {
  const opening = await opened(context)
  const box = view === 'box' ? opening.box : window
  await tabTo(opening.button, box)
  await pressEnter(opening, [box], presses)
}

/**
 * The articles and the button in a 300 px box, to try: Tab to Load more and press Enter a few
 * times, then scroll the box and click it with the mouse.
 */
export const Default: Story = {}

/**
 * Enter pressed three times on the focused button: after each page, the box shows the button
 * whole with the last article of that page just above it.
 */
export const FromTheKeyboard: Story = {
  name: 'Enter pressed again and again keeps the button and the page it loaded on screen',
  play: (context) => pressFromTheKeyboard(context, 'box', 3),
}

/**
 * In the page's flow, with no box: the window scrolls, and keeps the button in view the same way.
 */
export const InThePage: PlaysExceptOnDocsPage<Story> = {
  name: 'in the page\'s flow, the window keeps the button and the page it loaded on screen',
  parameters: { ...inOwnWindow, ...showCode(articlesCode({})) },
  render: () => <ArticlesInBox />,
  play: playExceptOnDocsPage((context) => pressFromTheKeyboard(context, 'window', 4)),
}

/**
 * Clicked with the mouse at the end of the box: the page lands under the articles the user was
 * reading, which stay where they were, and the button goes down with the list, out of the box.
 */
export const WithAMouse: Story = {
  name: 'a mouse click leaves the articles on screen in place',
  // A mouse press focuses the button without `:focus-visible`. A scripted click (userEvent.click)
  // focuses it by script, which Chromium shows as focus from the keyboard: the story focuses it
  // as a press does (`focusVisible: false`), checks that, and clicks it.
  play: async (context) => {
    const { box, button, articles, landed } = await opened(context)
    box.scrollTop = box.scrollHeight
    await frame()
    const read = articles().at(-1)!
    const readTop = read.getBoundingClientRect().top
    button.focus({ focusVisible: false } as FocusOptions)
    await expect(button.matches(':focus-visible')).toBe(false)
    button.click()
    await landed(20)
    await expect(button).toHaveFocus()
    await expect(button.matches(':focus-visible')).toBe(false)
    // The article read stays put; the button went down with the list, out of the box.
    await expect(Math.abs(read.getBoundingClientRect().top - readTop)).toBeLessThan(1)
    await expect(shownIn(box, button)).toBe(0)
  },
}

/**
 * Enter pressed on the focused button, then the box scrolled back to its top while the page
 * loads (400 ms latency): the page lands, and the box stays where the user left it.
 */
export const ScrolledAway: Story = {
  name: 'a button the user scrolled away from while its page loads stays out of view',
  parameters: { mockApi: { total: 60, latency: 400 } },
  play: async (context) => {
    const { box, button, landed } = await opened(context)
    await tabTo(button, box)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(button).toHaveTextContent('Loading…'), T)
    box.scrollTop = 0
    await frame()
    await landed(20)
    await expect(button).toHaveFocus()
    await expect(box.scrollTop).toBe(0)
    await expect(shownIn(box, button)).toBe(0)
  },
}

/** Three presses; the list's own hook on the same key asks for no page twice. */
async function pressWithTheListApart(context: Context) {
  await pressFromTheKeyboard(context, 'box', 3)
  await expect(logOf(context).pages()).toEqual([0, 1, 2, 3])
}

/**
 * The app's list commits apart from the button: a sibling on the same key shows the pages
 * through useDeferredValue, so each page lands a render after the one in which the button went
 * back to "Load more". The button's own commit saw nothing move; an IntersectionObserver sees it
 * leave the box, and it is scrolled back the same way.
 */
export const ListDeferred: Story = {
  name: 'a list that shows the page in a later commit (useDeferredValue) keeps the button on screen too',
  parameters: showCode(articlesCode({ height: 300, apart: 'deferred' })),
  render: () => <ArticlesApart how="deferred" />,
  play: pressWithTheListApart,
}

/** The same with the articles in a second React root, rendered from an effect: always a commit of its own. */
export const ListInAnotherRoot: Story = {
  name: 'a list in a second React root keeps the button on screen too',
  parameters: showCode(articlesCode({ height: 300, apart: 'root' })),
  render: () => <ArticlesApart how="root" />,
  play: pressWithTheListApart,
}

/**
 * The same with the pages copied into the app's own store from an effect when they change, as
 * apps do with zustand or redux, and the articles rendered from that store through
 * useSyncExternalStore: each page lands in the store's commit, after the button's.
 */
export const ListFromAStore: Story = {
  name: 'a list rendered from the app\'s own store (useSyncExternalStore) keeps the button on screen too',
  parameters: showCode(articlesCode({ height: 300, apart: 'store' })),
  render: () => <ArticlesApart how="store" />,
  play: pressWithTheListApart,
}

/**
 * The same with a sibling on the same key that shows the pages from state it sets inside
 * startTransition, from an effect: each page lands in the transition's commit, after the button's.
 */
export const ListInATransition: Story = {
  name: 'a list that shows the page in a transition (startTransition) keeps the button on screen too',
  parameters: showCode(articlesCode({ height: 300, apart: 'transition' })),
  render: () => <ArticlesApart how="transition" />,
  play: pressWithTheListApart,
}

/**
 * The box in a page that scrolls too, with only its top part on screen: the user tabbed to the
 * button and scrolled the page so the button sits just above the window's bottom, the rest of
 * the box below it. The page pushes the button out of the box, and out of the window: it is
 * scrolled to the box's nearest edge and the box to the window's, so the focused button shows
 * on screen, not merely in its box below the fold.
 */
export const BoxInTheScrollingPage: PlaysExceptOnDocsPage<Story> = {
  name: 'in a box the page scrolls partly out of view, the button is kept on screen',
  parameters: { ...inOwnWindow, ...showCode(articlesCode({ height: 600, inScrollingPage: true })) },
  render: () => <BoxInScrollingPage />,
  play: playExceptOnDocsPage(async (context) => {
    const opening = await opened(context)
    const { box, button } = opening
    await tabTo(button, window)
    // The user's scroll: the button 10 px above the window's bottom, the box's end below it.
    window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 10)
    await frame()
    await frame()
    await expect(shownIn(window, button)).toBeGreaterThanOrEqual(button.offsetHeight - 1)
    await expect(box.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight + 100)
    await pressEnter(opening, [box, window], 3)
  }),
}

/** The play of both PushedPartly stories: the user's scroll, Enter, and what the box shows then. */
async function pushedPartly(context: Context) {
  const { box, button, articles, landed } = await opened(context)
  await tabTo(button, box)
  const height = button.offsetHeight
  const boxBottom = box.getBoundingClientRect().top + box.clientTop + box.clientHeight
  // The user's scroll: the button's top a page and half the button above the box's bottom.
  box.scrollTop += button.getBoundingClientRect().top - (boxBottom - PAGE_SIZE * ARTICLE_HEIGHT - height / 2)
  await frame()
  await frame()
  await expect(shownIn(box, button), 'px of the button shown before the press').toBeGreaterThanOrEqual(height - 1)
  const read = articles().at(-1)!
  const readTop = read.getBoundingClientRect().top
  await userEvent.keyboard('{Enter}')
  await landed(20)
  await expect(button).toHaveFocus()
  await waitFor(() => expect(shownIn(box, button), `px of the ${height} px button shown`).toBeGreaterThanOrEqual(height - 1), T)
  const moved = readTop - read.getBoundingClientRect().top
  await expect(moved, 'px the articles on screen moved up').toBeGreaterThan(0)
  await expect(moved, 'px the articles on screen moved up').toBeLessThanOrEqual(height)
  await expect(logOf(context).pages()).toEqual([0, 1])
}

/**
 * A 600 px box with more of the app under the button, scrolled so that the page a press loads
 * pushes the button half its height past the box's bottom: still partly on screen. After Enter
 * the button shows whole, brought in at the box's nearest edge (the articles on screen moved up
 * by no more than its height), and one page was requested.
 */
export const PushedPartly: Story = {
  name: 'a page that pushes the button partly out of the box brings it wholly into view',
  parameters: showCode(articlesCode({ height: 600, after: 600 })),
  render: () => <ArticlesInBox height={600} after={600} />,
  play: pushedPartly,
}

/**
 * The same with the page in a later commit (useDeferredValue) than the button's: the button's
 * IntersectionObserver sees it stop showing whole, and it is brought wholly into view the same way.
 */
export const PushedPartlyListDeferred: Story = {
  name: 'a list that shows the page in a later commit and pushes the button partly out of the box brings it wholly into view',
  parameters: showCode(articlesCode({ height: 600, after: 600, apart: 'deferred' })),
  render: () => <ArticlesApart how="deferred" height={600} after={600} />,
  play: pushedPartly,
}
