// Bundle-size check: pagekit/infinite, minified and gzipped as bench/size.mjs measures it
// (esbuild, ESM, production, React external, dequal included), against SIZE_BUDGET. Prints
// the figure; fails over the budget.
import { measureSize, SIZE_BUDGET, SIZE_ENTRIES } from '../bench/size.mjs'

const entry = SIZE_ENTRIES.find((e) => e.id === 'pagekit/infinite')
const { gzip, min } = await measureSize(entry)
const bytes = (n) => `${n.toLocaleString('en')} B`
const figure = `${entry.id}: ${bytes(gzip)} min+gzip (${bytes(min)} minified), budget ${bytes(SIZE_BUDGET)}`
if (gzip > SIZE_BUDGET) {
  console.error(`size check failed: ${figure}, over by ${bytes(gzip - SIZE_BUDGET)}`)
  process.exit(1)
}
console.log(`size check passed: ${figure}, ${bytes(SIZE_BUDGET - gzip)} to spare`)
