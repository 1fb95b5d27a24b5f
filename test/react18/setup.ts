// Fails the run at once if the aliases did not take: every test here must render with React 18.
import { version } from 'react'
import { version as domVersion } from 'react-dom'

if (!version.startsWith('18.') || !domVersion.startsWith('18.')) {
  throw new Error(`unit-react18 runs React ${version} / react-dom ${domVersion}, not 18`)
}
