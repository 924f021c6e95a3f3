import type { Photo } from '@/api/contract'
import type { ImageSource } from '@/components/image'
import { photoSources } from '@/domain/photos'

import { innPhoto } from './inn-photo'
import attic from './photos/attic.jpg?responsive'
import courtyard from './photos/courtyard.jpg?responsive'
import familyLoft from './photos/family-loft.jpg?responsive'
import garden from './photos/garden.jpg?responsive'
import seaView from './photos/sea-view.jpg?responsive'
import stable from './photos/stable.jpg?responsive'

export { innPhoto }

/**
 * The rooms' photos, by the file name the API gives (`photo: '/images/rooms/garden.jpg'`), as
 * the webp sources the build makes for the Image component.
 */
const ROOM_PHOTOS: Record<string, readonly ImageSource[]> = {
  'garden.jpg': garden,
  'sea-view.jpg': seaView,
  'attic.jpg': attic,
  'family-loft.jpg': familyLoft,
  'courtyard.jpg': courtyard,
  'stable.jpg': stable,
}

/** The sources for a room's `photo` path; a photo we do not have shows the inn instead. */
export function roomPhoto(photo: string): readonly ImageSource[] {
  const file = photo.split(/[?#]/, 1)[0]!.split('/').pop() ?? ''
  return ROOM_PHOTOS[file] ?? innPhoto
}

/** Whether a room's `photo` path has its own picture. */
export const hasRoomPhoto = (photo: string) =>
  (photo.split(/[?#]/, 1)[0]!.split('/').pop() ?? '') in ROOM_PHOTOS

/**
 * A room's picture on the site: its first uploaded photo (its WebP sizes under the API's base,
 * `apiBase`, and what it shows), else its built-in picture, else the inn's (both without words:
 * the room's name says what they are).
 */
export function roomPicture(
  room: { photo?: string; photos?: readonly Photo[] },
  apiBase: string,
): { src: readonly ImageSource[]; alt: string } {
  const [first] = room.photos ?? []
  if (first) return { src: photoSources(first, apiBase), alt: first.alt }
  return { src: roomPhoto(room.photo ?? ''), alt: '' }
}
