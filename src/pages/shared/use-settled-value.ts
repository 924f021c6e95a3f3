import * as React from 'react'

/**
 * What a loader's promise resolved to, once it has: undefined before, and when it fails (the
 * part of the page that awaits it shows the failure). For a detail of the page drawn before the
 * data, such as a limit on a field that is usable at once.
 */
export function useSettledValue<T>(promise: Promise<T>): T | undefined {
  const [settled, setSettled] = React.useState<{ promise: Promise<T>; value: T }>()
  React.useEffect(() => {
    let current = true
    promise.then(
      (value) => current && setSettled({ promise, value }),
      () => {},
    )
    return () => {
      current = false
    }
  }, [promise])
  return settled?.promise === promise ? settled.value : undefined
}
