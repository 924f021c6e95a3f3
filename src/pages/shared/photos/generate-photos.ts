/**
 * Makes the room photos: painted scenes drawn as SVG and rendered to JPEG originals with sharp
 * (the build turns them into responsive webp). Run `npx tsx src/pages/shared/photos/generate-photos.ts`
 * after changing a scene; the JPEGs are committed.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

const W = 1280
const H = 854
const here = path.dirname(fileURLToPath(import.meta.url))

interface Palette {
  wallTop: string
  wallBottom: string
  floor: string
  floorDark: string
  accent: string
  linen: string
  wood: string
}

const defs = (p: Palette, extra = '') => `
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.wallTop}"/><stop offset="1" stop-color="${p.wallBottom}"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.floor}"/><stop offset="1" stop-color="${p.floorDark}"/>
    </linearGradient>
    <radialGradient id="lamp" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffd9a0" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#ffd9a0" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="0.35"/>
      <stop offset="0.25" stop-color="#000" stop-opacity="0"/>
      <stop offset="0.75" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.35"/>
    </linearGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="1.2"/></filter>
    <filter id="blur8"><feGaussianBlur stdDeviation="8"/></filter>
    ${extra}
  </defs>`

const bed = (x: number, y: number, w: number, p: Palette) => `
  <g filter="url(#soft)">
    <rect x="${x - 12}" y="${y - 120}" width="${w + 24}" height="150" rx="10" fill="${p.wood}"/>
    <rect x="${x}" y="${y}" width="${w}" height="120" rx="14" fill="${p.linen}"/>
    <rect x="${x}" y="${y + 50}" width="${w}" height="110" rx="12" fill="${p.accent}"/>
    <rect x="${x + 24}" y="${y - 30}" width="${w / 2 - 36}" height="56" rx="20" fill="#f4efe6"/>
    <rect x="${x + w / 2 + 12}" y="${y - 30}" width="${w / 2 - 36}" height="56" rx="20" fill="#efe8dc"/>
    <rect x="${x}" y="${y + 160}" width="${w}" height="24" rx="4" fill="${p.floorDark}" opacity="0.6"/>
  </g>`

const lamp = (x: number, y: number) => `
  <circle cx="${x}" cy="${y}" r="170" fill="url(#lamp)"/>
  <path d="M${x - 34} ${y + 10} L${x - 22} ${y - 36} L${x + 22} ${y - 36} L${x + 34} ${y + 10} Z" fill="#f3d8a8"/>
  <rect x="${x - 3}" y="${y + 10}" width="6" height="70" fill="#3b3026"/>
  <rect x="${x - 60}" y="${y + 80}" width="120" height="90" rx="6" fill="#4a3a2c"/>`

const plant = (x: number, y: number, s = 1) => `
  <g transform="translate(${x} ${y}) scale(${s})" filter="url(#soft)">
    <path d="M0 0 C-60 -90 -40 -170 -10 -210 C0 -150 10 -90 0 0Z" fill="#3f7a4f"/>
    <path d="M0 0 C50 -70 90 -120 120 -140 C90 -90 50 -40 0 0Z" fill="#4f8d5c"/>
    <path d="M0 0 C-40 -50 -100 -80 -130 -90 C-90 -50 -50 -20 0 0Z" fill="#356b44"/>
    <path d="M-40 0 L40 0 L30 70 L-30 70 Z" fill="#a8663f"/>
  </g>`

/** A room seen from the door: back wall, floor, a window holding `view`, furniture. */
function room(
  p: Palette,
  window: { x: number; y: number; w: number; h: number; view: string },
  furniture: string,
  extraDefs = '',
) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${defs(p, extraDefs)}
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  <rect y="${H * 0.7}" width="${W}" height="${H * 0.3}" fill="url(#floor)"/>
  <rect y="${H * 0.7 - 6}" width="${W}" height="10" fill="${p.floorDark}" opacity="0.5"/>
  <svg x="${window.x}" y="${window.y}" width="${window.w}" height="${window.h}" viewBox="0 0 ${window.w} ${window.h}" preserveAspectRatio="none">${window.view}</svg>
  <rect x="${window.x - 14}" y="${window.y - 14}" width="${window.w + 28}" height="${window.h + 28}" fill="none" stroke="#e9e1d4" stroke-width="18" rx="4"/>
  <rect x="${window.x + window.w / 2 - 5}" y="${window.y}" width="10" height="${window.h}" fill="#e9e1d4"/>
  <rect x="${window.x - 30}" y="${window.y + window.h + 14}" width="${window.w + 60}" height="16" rx="3" fill="#ddd3c2"/>
  ${furniture}
  <rect width="${W}" height="${H}" fill="url(#shade)"/>
</svg>`
}

const sky = (top: string, bottom: string, id: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#${id})"/>`

const gardenView = `${sky('#9cc7e8', '#e6f0f2', 'gsky')}
  <ellipse cx="80" cy="330" rx="160" ry="120" fill="#5f9a62"/>
  <ellipse cx="330" cy="320" rx="190" ry="110" fill="#4e8a55"/>
  <ellipse cx="220" cy="240" rx="70" ry="90" fill="#3d7447"/>
  <rect x="214" y="260" width="12" height="80" fill="#5b4330"/>
  ${[40, 90, 140, 300, 350, 400].map((x, i) => `<circle cx="${x}" cy="${300 + (i % 2) * 20}" r="9" fill="${i % 2 ? '#f2c6d8' : '#f6e27a'}"/>`).join('')}`

const seaView = `${sky('#f6b68a', '#ffe3c4', 'ssky')}
  <circle cx="320" cy="190" r="46" fill="#fff1d6"/>
  <rect y="210" width="100%" height="200" fill="#3f6f95"/>
  <rect y="210" width="100%" height="8" fill="#f7c995" opacity="0.7"/>
  ${[240, 265, 290, 320].map((y, i) => `<rect x="${120 + i * 30}" y="${y}" width="${220 - i * 40}" height="4" rx="2" fill="#ffe3c4" opacity="${0.5 - i * 0.1}"/>`).join('')}`

const nightSky = `${sky('#0f1c3a', '#2c3f6b', 'nsky')}
  ${[
    [40, 40],
    [120, 90],
    [200, 30],
    [280, 70],
    [60, 140],
    [240, 150],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.5" fill="#fff" opacity="0.8"/>`)
    .join('')}
  <circle cx="250" cy="60" r="26" fill="#f4f1e6"/>`

const courtyardView = `${sky('#b8d8ef', '#f1e9da', 'csky')}
  <rect y="150" width="100%" height="260" fill="#d9c3a0"/>
  <rect x="60" y="190" width="90" height="140" rx="45" fill="#6d4d36"/>
  <rect x="280" y="190" width="90" height="140" rx="45" fill="#6d4d36"/>
  <rect y="330" width="100%" height="80" fill="#b79c77"/>
  <circle cx="210" cy="300" r="40" fill="#4e8a55"/>
  <rect x="190" y="320" width="40" height="40" fill="#a8663f"/>`

const scenes: Record<string, string> = {
  garden: room(
    {
      wallTop: '#dfe7dc',
      wallBottom: '#c7d3c2',
      floor: '#b08963',
      floorDark: '#8a6646',
      accent: '#7e9c7a',
      linen: '#f5f1ea',
      wood: '#7a5a3e',
    },
    { x: 740, y: 130, w: 400, h: 380, view: gardenView },
    `${bed(140, 470, 480, { wallTop: '', wallBottom: '', floor: '', floorDark: '#6f5038', accent: '#7e9c7a', linen: '#f5f1ea', wood: '#7a5a3e' })}${lamp(80, 430)}${plant(1180, 700, 0.9)}`,
  ),
  'sea-view': room(
    {
      wallTop: '#e8dccd',
      wallBottom: '#cdbba6',
      floor: '#9c7a5c',
      floorDark: '#775a42',
      accent: '#3f6f95',
      linen: '#f6f1ea',
      wood: '#5e4634',
    },
    { x: 180, y: 110, w: 920, h: 360, view: seaView },
    `<g filter="url(#soft)"><rect x="760" y="560" width="360" height="160" rx="60" fill="#f2ede6"/><rect x="760" y="520" width="360" height="80" rx="30" fill="#e6ddd0"/></g>
     ${bed(140, 560, 460, { wallTop: '', wallBottom: '', floor: '', floorDark: '#5e4634', accent: '#3f6f95', linen: '#f6f1ea', wood: '#5e4634' })}${lamp(1200, 470)}`,
  ),
  attic: `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    ${defs({ wallTop: '#efe4d2', wallBottom: '#d9c7ab', floor: '#a3805f', floorDark: '#7d5e43', accent: '#c2714f', linen: '#f5efe6', wood: '#6b4f38' })}
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    <path d="M0 0 L520 0 L0 420 Z" fill="#cdb796"/>
    <path d="M${W} 0 L${W - 520} 0 L${W} 420 Z" fill="#cdb796"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M${120 + i * 120} 0 L0 ${100 + i * 100}" stroke="#8f6d4e" stroke-width="18"/>`).join('')}
    <svg x="540" y="60" width="260" height="200" viewBox="0 0 260 200">${nightSky}</svg>
    <rect x="530" y="50" width="280" height="220" fill="none" stroke="#e9e1d4" stroke-width="18"/>
    <rect y="${H * 0.72}" width="${W}" height="${H * 0.28}" fill="url(#floor)"/>
    <g filter="url(#soft)">
      <rect x="720" y="470" width="420" height="26" rx="4" fill="#6b4f38"/>
      <rect x="740" y="496" width="20" height="150" fill="#5a412e"/><rect x="1100" y="496" width="20" height="150" fill="#5a412e"/>
      <rect x="800" y="330" width="200" height="140" rx="6" fill="#2e2a26"/><rect x="812" y="342" width="176" height="116" fill="#3f5568"/>
      <rect x="1040" y="400" width="60" height="70" rx="4" fill="#c2714f"/>
      <rect x="840" y="520" width="120" height="150" rx="10" fill="#8a6a4c"/>
    </g>
    ${bed(120, 520, 380, { wallTop: '', wallBottom: '', floor: '', floorDark: '#6b4f38', accent: '#c2714f', linen: '#f5efe6', wood: '#6b4f38' })}
    ${lamp(1060, 300)}
    <rect width="${W}" height="${H}" fill="url(#shade)"/>
  </svg>`,
  'family-loft': room(
    {
      wallTop: '#eadfce',
      wallBottom: '#d3c0a3',
      floor: '#8d6a4d',
      floorDark: '#6a4d36',
      accent: '#d09a4e',
      linen: '#f6f0e6',
      wood: '#5b412d',
    },
    { x: 520, y: 150, w: 240, h: 300, view: gardenView },
    `${[180, 420, 660, 900, 1140].map((x) => `<rect x="${x - 14}" y="0" width="28" height="${H * 0.7}" fill="#6b4f38" opacity="0.9"/>`).join('')}
     <rect x="0" y="60" width="${W}" height="28" fill="#5b412d"/>
     ${bed(80, 540, 360, { wallTop: '', wallBottom: '', floor: '', floorDark: '#5b412d', accent: '#d09a4e', linen: '#f6f0e6', wood: '#5b412d' })}
     ${bed(840, 540, 360, { wallTop: '', wallBottom: '', floor: '', floorDark: '#5b412d', accent: '#6f8fb0', linen: '#f6f0e6', wood: '#5b412d' })}
     <g filter="url(#soft)"><rect x="520" y="620" width="240" height="110" rx="8" fill="#a9825e"/><circle cx="600" cy="610" r="22" fill="#e24f3a"/><circle cx="660" cy="612" r="18" fill="#f0c24f"/></g>`,
  ),
  courtyard: room(
    {
      wallTop: '#f0e6d6',
      wallBottom: '#dccbb0',
      floor: '#b9956c',
      floorDark: '#93704c',
      accent: '#b5523b',
      linen: '#f7f2ea',
      wood: '#7a5a3e',
    },
    { x: 700, y: 140, w: 440, h: 360, view: courtyardView },
    `${bed(120, 480, 460, { wallTop: '', wallBottom: '', floor: '', floorDark: '#7a5a3e', accent: '#b5523b', linen: '#f7f2ea', wood: '#7a5a3e' })}
     <g filter="url(#soft)"><rect x="700" y="600" width="300" height="20" rx="4" fill="#7a5a3e"/><rect x="730" y="620" width="16" height="110" fill="#6a4c33"/><rect x="954" y="620" width="16" height="110" fill="#6a4c33"/>
     <ellipse cx="790" cy="590" rx="48" ry="14" fill="#f4efe6"/><path d="M760 585 q30 -40 60 0 z" fill="#d79a4a"/><rect x="880" y="560" width="40" height="34" rx="6" fill="#f4efe6"/></g>
     ${plant(1190, 700, 0.8)}`,
  ),
  stable: room(
    {
      wallTop: '#b9aa98',
      wallBottom: '#8f7f6c',
      floor: '#6e5643',
      floorDark: '#4f3d2f',
      accent: '#7b3f2e',
      linen: '#efe6d8',
      wood: '#4a3526',
    },
    { x: 160, y: 150, w: 260, h: 300, view: nightSky },
    `${[
      [0, 80],
      [200, 60],
      [420, 90],
      [700, 70],
      [960, 85],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x}" y="${y! + 420}" width="220" height="70" rx="10" fill="#a19280" opacity="0.5"/>`,
      )
      .join('')}
     <g filter="url(#soft)"><rect x="640" y="260" width="420" height="330" rx="12" fill="#5d4a3b"/><rect x="700" y="360" width="300" height="230" rx="110" fill="#1e1712"/>
     <path d="M790 580 q40 -140 60 -60 q30 -90 60 60 z" fill="#f08a3c"/><path d="M820 580 q30 -80 40 -30 q20 -50 40 30 z" fill="#ffd27a"/></g>
     <circle cx="850" cy="520" r="220" fill="url(#lamp)"/>`,
  ),
  inn: `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs>
      <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0d1630"/><stop offset="0.55" stop-color="#3a3f6b"/><stop offset="1" stop-color="#d08a6a"/></linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffd59a" stop-opacity="0.7"/><stop offset="1" stop-color="#ffd59a" stop-opacity="0"/></radialGradient>
      <filter id="soft"><feGaussianBlur stdDeviation="1.2"/></filter>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#dusk)"/>
    ${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 173) % W}" cy="${(i * 97) % 320}" r="${1 + (i % 3) * 0.6}" fill="#fff" opacity="${0.4 + (i % 4) * 0.12}"/>`).join('')}
    <circle cx="1010" cy="150" r="54" fill="#f6f0dc"/>
    <path d="M0 640 Q320 560 640 620 T1280 600 L1280 ${H} L0 ${H} Z" fill="#1d2a2a"/>
    <g filter="url(#soft)">
      <rect x="360" y="360" width="560" height="300" fill="#e7dccb"/>
      <path d="M330 370 L640 200 L950 370 Z" fill="#6b3b2e"/>
      <rect x="760" y="230" width="46" height="110" fill="#5a3228"/>
      ${[
        [410, 420],
        [530, 420],
        [690, 420],
        [810, 420],
        [410, 530],
        [810, 530],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x! + 30}" cy="${y! + 40}" r="70" fill="url(#glow)"/><rect x="${x}" y="${y}" width="60" height="76" rx="4" fill="#ffcf7d"/><rect x="${x! + 28}" y="${y}" width="4" height="76" fill="#8a5a3c"/>`,
        )
        .join('')}
      <rect x="600" y="540" width="80" height="120" rx="40" fill="#4a2e22"/>
      <circle cx="640" cy="600" r="90" fill="url(#glow)"/>
    </g>
    <path d="M0 700 Q400 640 800 690 T1280 680 L1280 ${H} L0 ${H} Z" fill="#142020"/>
    ${[120, 200, 1120, 1200].map((x, i) => `<ellipse cx="${x}" cy="${640 - (i % 2) * 20}" rx="60" ry="120" fill="#0f1a1a"/>`).join('')}
    <path d="M980 260 q30 -18 60 0 q-30 -6 -60 0 z M1040 260 q30 -18 60 0 q-30 -6 -60 0 z" fill="#0b0f1c" transform="rotate(-8 1040 260)"/>
  </svg>`,
}

for (const [name, svg] of Object.entries(scenes)) {
  const file = path.join(here, `${name}.jpg`)
  const jpeg = await sharp(Buffer.from(svg))
    .jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer()
  if (jpeg.length >= 200_000) throw new Error(`${name}.jpg is ${jpeg.length} bytes (limit 200 KB)`)
  await writeFile(file, jpeg)
  console.info(`${name}.jpg ${Math.round(jpeg.length / 1024)} KB`)
}
