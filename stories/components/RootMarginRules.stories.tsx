import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { parseRootMargin } from '../../src/components/shared/rootMargin'
import { browserEngine } from '../support'

/**
 * pagekit's reading of a `rootMargin` against the browser's own: every margin it takes, the
 * browser's IntersectionObserver takes, and every margin the browser takes in px and %, pagekit
 * takes, with the same four sides. The browsers differ in two places: the other absolute units
 * (Chromium takes them, Firefox and Safari throw) and a bare "0" (WebKit takes it, Chromium and
 * Firefox throw; pagekit refuses it everywhere). Only a test (no docs page).
 */
const meta = {
  title: 'Components/Root margin rules',
  tags: ['!autodocs', '!dev'],
} satisfies Meta

export default meta

const MARGINS = [
  '200px', '0px 0px 200px 0px', '10%', '-5px 5%', '-5%', '+5px', '-0px', '1e2px', '1E+2PX', '10PX', '1px 2px 3px 4px',
  '  10px  20px  ', '', '   ', '\t10px\n20px\r30px\f40px', '10px/* top */20px', '10px /* no end', '10%20px', '10px+5px', '10%-5px',
  '10', '1e2', '2em', '10vh', 'lots', 'inherit', 'px', '%', '5.px', '10 px', '10px,20px', '10px;', '10%%', 'calc(10px)',
  '1px 2px 3px 4px 5px', '10px5px', '10px-5px', '1e2e3px', '+-5px', '10/**/px', '10px\u00a020px', '10px\v20px', '10px\u3000',
  // CSS escapes in a unit: a hex escape ends at its sixth digit or at one whitespace, which it
  // takes; any other escaped character is itself. The CSS text 10\25 is a length in a unit
  // named "%", not a percentage.
  '10\\70x', '10p\\x', '10\\50X', '10\\P\\X', '10p\\78', '10\\000070x', '10\\70 x', '10\\70\tx', '10\\70\nx', '10\\70\r\nx',
  '10\\70x 20\\70x', '10\\70 x/**/20px', '10\\70  x', '10\\70 20px', '10\\0000070x', '10\\0px', '10\\110000px', '10\\D800px',
  '10\\25', '10\\%', '10\\25 20px', '10\\\nx', '10px\\', '10\\', '10p\\78\\', '\\31 0px', '10\\31 px', '1e\\32px', '10\\-px',
]
// Units the standard leaves out: Chromium takes them, Firefox and Safari throw. pagekit takes
// them everywhere, with a warning.
const CHROMIUM_ONLY = ['1cm', '1mm', '1q', '1in', '12pt', '1pc', '0px 0px 2in 0px', '10\\63m', '10\\43M', '10\\71']

// A length needs its unit: Chromium and Firefox throw for a bare "0", WebKit takes it as 0px.
const BARE_ZERO = '0'

function browserSides(margin: string): string[] | null {
  try {
    return new IntersectionObserver(() => {}, { rootMargin: margin }).rootMargin.split(' ')
  } catch {
    return null
  }
}

// As the browser gives a side back: the number as a number, the unit in lower case.
const normal = (side: string) => `${parseFloat(side)}${/[a-z%]+$/i.exec(side)![0].toLowerCase()}`

export const SameVerdictAsTheBrowser: StoryObj<typeof meta> = {
  name: 'Same verdict as the browser',
  render: () => <p>rootMargin: pagekit and the browser agree</p>,
  play: async () => {
    const engine = browserEngine()
    const browserTakes = engine === 'chromium'
    for (const margin of MARGINS) {
      const sides = parseRootMargin(margin)
      await expect({ margin, sides: sides?.map(normal) ?? null }).toEqual({ margin, sides: browserSides(margin) })
    }
    for (const margin of CHROMIUM_ONLY) {
      await expect({ margin, pagekit: parseRootMargin(margin) !== null, browser: browserSides(margin) !== null }).toEqual({ margin, pagekit: true, browser: browserTakes })
    }
    await expect({ pagekit: parseRootMargin(BARE_ZERO), browser: browserSides(BARE_ZERO) })
      .toEqual({ pagekit: null, browser: engine === 'webkit' ? ['0px', '0px', '0px', '0px'] : null })
  },
}
