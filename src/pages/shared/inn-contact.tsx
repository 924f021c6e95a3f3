import { GlobeIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react'

import type { Settings } from '@/api/contract'
import { cn } from '@/components/lib/cn'

/** How to reach the inn: its address, phone and email, each shown when the inn has set it. */
export function InnContact({ inn, className }: { inn: Settings; className?: string }) {
  if (!inn.address && !inn.phone && !inn.email) return null
  return (
    <address data-slot="inn-contact" className={cn('grid gap-2 not-italic', className)}>
      {inn.address ? (
        <span className="flex gap-2">
          <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {/* Each its own direction in a right-to-left page: a Latin address stays left to right. */}
          <span dir="auto" className="whitespace-pre-line">
            {inn.address}
          </span>
        </span>
      ) : null}
      {inn.phone ? (
        <a
          href={`tel:${inn.phone.replace(/[^\d+]/g, '')}`}
          className="flex w-fit items-center gap-2 underline-offset-4 hover:underline"
        >
          <PhoneIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {/* Digits and a plus have no direction of their own: "+351 …" would read "… 351+". */}
          <span dir="ltr">{inn.phone}</span>
        </a>
      ) : null}
      {inn.email ? (
        <a
          href={`mailto:${inn.email}`}
          className="flex w-fit items-center gap-2 break-all underline-offset-4 hover:underline"
        >
          <MailIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span dir="ltr">{inn.email}</span>
        </a>
      ) : null}
    </address>
  )
}

const LINKS = [
  ['website', 'Website'],
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
] as const

/**
 * Below the contact in the site's footer: the inn's own site and pages elsewhere, and the
 * business behind it with its tax number, each when the inn has set it.
 */
export function InnFinePrint({ inn }: { inn: Settings }) {
  const links = LINKS.filter(([key]) => inn[key])
  const business = [inn.legalName, inn.taxId && `Tax number ${inn.taxId}`].filter(Boolean)
  return (
    <>
      {links.length ? (
        <ul aria-label="Elsewhere" className="flex flex-wrap gap-x-5 gap-y-2">
          {links.map(([key, label]) => (
            <li key={key}>
              <a
                href={inn[key]}
                rel="noopener noreferrer"
                className="flex items-center gap-2 underline-offset-4 hover:underline"
              >
                <GlobeIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {business.length ? (
        <p data-slot="inn-business" className="text-xs">
          {business.join(' · ')}
        </p>
      ) : null}
    </>
  )
}
