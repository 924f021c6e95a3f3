import { XIcon } from 'lucide-react'
import type * as React from 'react'

import { useLocale } from '@/components/locale'

import { Button } from './button'

/** The small ✕ button labelled "Close" in a panel's corner (a dialog's, a toast's). */
export function CloseIconButton(props: React.ComponentProps<typeof Button>) {
  const { t } = useLocale()
  return (
    <Button variant="ghost" color="neutral" size="sm" square aria-label={t('close')} {...props}>
      <XIcon />
    </Button>
  )
}
