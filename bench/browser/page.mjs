// The page bench/browser.mjs opens in Chromium: the three libraries and React, bundled for
// production as an app's bundler would, behind `window.bench` (mount a case, load more, unmount).
import { createRoot } from 'react-dom/client'
import * as swr from 'swr'
import * as swrInfinite from 'swr/infinite'
import * as tanstack from '@tanstack/react-query'
import useFetchInfinite from '../../src/infinite/index.ts'
import { FetchConfig } from '../../src/fetch/index.ts'
import { makeAdapters } from '../adapters.mjs'
import { COMMIT_RUN_CASES, mountList, nextTaskFunction } from '../commit-run.mjs'

const adapters = makeAdapters({ pagekit: { useFetchInfinite, FetchConfig }, swr, swrInfinite, tanstack })
const nextTask = nextTaskFunction()
let list

window.bench = {
  async mount(caseIndex) {
    const { adapter, options } = COMMIT_RUN_CASES[caseIndex]
    list = await mountList(adapters[adapter], { options, createRoot, nextTask })
  },
  loadMore: (steps) => list.loadMore(steps),
  unmount() {
    list.unmount()
    list = undefined
  },
}
