import * as React from 'react'

import { useLocale } from '@/components/locale'
import { useToast } from '@/components/toast'

import type { BuildInfo } from './build-update'

export const BUILD_UPDATE_TOAST_ID = 'build-update'

/**
 * Watches for a newer build (production builds only) and offers a reload in a toast that stays
 * until dismissed. Either way, the next route change loads the new build.
 */
export function BuildUpdateNotifier({ enabled = import.meta.env.PROD }: { enabled?: boolean }) {
  const toast = useToast()
  const { t } = useLocale()

  const onUpdate = React.useEffectEvent((_latest: BuildInfo) => {
    toast.add({
      id: BUILD_UPDATE_TOAST_ID,
      title: t('buildUpdate.title'),
      description: t('buildUpdate.description'),
      color: 'info',
      duration: Infinity,
      actions: [{ label: t('buildUpdate.reload'), onClick: () => window.location.reload() }],
    })
  })

  React.useEffect(() => {
    if (!enabled) return
    // The watcher's code comes after the page's: its first check is an hour away.
    let stop: (() => void) | undefined
    let stopped = false
    import('./build-update').then(
      ({ watchBuildUpdates }) => {
        if (!stopped) stop = watchBuildUpdates({ onUpdate: (latest) => onUpdate(latest) })
      },
      () => {},
    )
    return () => {
      stopped = true
      stop?.()
    }
  }, [enabled])

  return null
}
