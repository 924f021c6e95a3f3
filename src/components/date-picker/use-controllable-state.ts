import * as React from 'react'

/**
 * A value that is controlled when `value` is given (`null` meaning "empty") and kept inside the
 * component otherwise, starting from `defaultValue`. `setValue` calls `onChange` either way.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: {
  value: T | null | undefined
  defaultValue: T | null | undefined
  onChange: ((value: T | null) => void) | undefined
}): [T | null, (next: T | null) => void] {
  const [inner, setInner] = React.useState<T | null>(defaultValue ?? null)
  const controlled = value !== undefined
  const current = controlled ? value : inner
  const onChangeRef = React.useRef(onChange)
  React.useEffect(() => {
    onChangeRef.current = onChange
  })
  const setValue = React.useCallback(
    (next: T | null) => {
      if (!controlled) setInner(next)
      onChangeRef.current?.(next)
    },
    [controlled],
  )
  return [current, setValue]
}
