import * as React from 'react'
import { useFormStatus } from 'react-dom'

import { isPromiseLike } from './is-promise-like'

const FormPendingContext = React.createContext(false)

/**
 * Whether the form around the caller is submitting: an `AsyncForm` whose `onSubmit` promise has
 * not settled yet, or a React form whose `action` is running (`useFormStatus`).
 */
export function useFormPending() {
  const asyncPending = React.use(FormPendingContext)
  const { pending: actionPending } = useFormStatus()
  return asyncPending || actionPending
}

export type AsyncFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  /**
   * Called on submit. Return a promise to mark the form pending until it settles: its submit
   * buttons show a spinner and are disabled, and further submits are ignored meanwhile.
   * Call `event.preventDefault()` yourself, as with a plain form.
   */
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => unknown
}

/** A `<form>` that knows when its async submit handler is pending. */
export function AsyncForm({ onSubmit, children, ...props }: AsyncFormProps) {
  const [pending, setPending] = React.useState(false)
  const pendingRef = React.useRef(false)

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (pendingRef.current) {
      event.preventDefault()
      return
    }
    const result = onSubmit?.(event)
    if (!isPromiseLike(result)) return
    pendingRef.current = true
    setPending(true)
    const settle = () => {
      pendingRef.current = false
      setPending(false)
    }
    // Settle on either outcome; a rejection stays unhandled, as it would without the button.
    result.then(settle, (error: unknown) => {
      settle()
      throw error
    })
  }

  return (
    <FormPendingContext value={pending}>
      <form data-slot="form" aria-busy={pending || undefined} onSubmit={handleSubmit} {...props}>
        {children}
      </form>
    </FormPendingContext>
  )
}
