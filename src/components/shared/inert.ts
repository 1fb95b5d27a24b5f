// The value of the `inert` attribute for the React in use. React 19 takes it as a boolean (an
// empty string would mean false); React 18 knows no `inert` and writes only a string (true warns
// and sets nothing). Both write inert="" from these.
import { version } from 'react'

const isReact18 = Number.parseInt(version, 10) < 19

/** Spread on an element: `<div {...inertProps} />`. */
export const inertProps = { inert: (isReact18 ? '' : true) as boolean }
