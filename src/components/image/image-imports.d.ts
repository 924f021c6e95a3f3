/** `import photo from './photo.jpg?responsive'`: webp sources at every screen width (see Image). */
declare module '*?responsive' {
  const sources: { src: string; width: number; height: number; format: string }[]
  export default sources
}
