// A value typed into a control passes through values on the way to the one the reader means:
// "2" and "20" before "200px" in a rootMargin control, an empty field in a number control. The
// component throws its prop error for them; without this, Storybook replaces the story (on a docs
// page, the story's block) with its error screen until the value is valid again. Here the error
// shows in place of the demo, and the demo comes back as soon as the controls change.
import { Component, type ReactNode } from 'react'
import type { Decorator } from '@storybook/react-vite'
import { Problem } from './ui'

type Args = Record<string, unknown>

export interface ControlErrorBoundaryProps {
  /** The story's args now. */
  args: Args
  /** The args the story is written with: an error with these is the story's own, not a control's. */
  initialArgs: Args
  children: ReactNode
}

const differ = (a: Args, b: Args) => Object.keys({ ...a, ...b }).some((key) => !Object.is(a[key], b[key]))

/** Shows what a story throws once its controls changed, until they change again. */
export class ControlErrorBoundary extends Component<ControlErrorBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidUpdate(previous: ControlErrorBoundaryProps) {
    if (this.state.error && differ(previous.args, this.props.args)) this.setState({ error: null })
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    // With the story's own args it is a defect of the story or the component: Storybook shows it, and its test fails.
    if (!differ(this.props.args, this.props.initialArgs)) throw error
    return (
      <Problem>
        <strong>{error.name}</strong>: {error.message}
        <br />
        Fix the control value: the demo comes back once the controls hold props it takes.
      </Problem>
    )
  }
}

// Controls a value is typed into; a choice (boolean, radio, select) only offers values that work.
const TYPED_CONTROLS = new Set(['text', 'number', 'object', 'range'])

type ArgType = { control?: { type?: string; disable?: boolean }; table?: { disable?: boolean } }
const hasTypedControl = (argTypes: Record<string, ArgType>) =>
  Object.values(argTypes).some(({ control, table }) => control && !control.disable && !table?.disable && TYPED_CONTROLS.has(control.type ?? ''))

/** The boundary around each story with a control a value is typed into (none elsewhere). */
export const withControlErrors: Decorator = (Story, context) => {
  if (!hasTypedControl(context.argTypes as Record<string, ArgType>)) return <Story />
  return (
    <ControlErrorBoundary args={context.args} initialArgs={context.initialArgs}>
      <Story />
    </ControlErrorBoundary>
  )
}
